import type { AdminCustomer, AdminCustomerOrder } from '../../../contracts/admin-customers';
import { formatMoneyString } from '../../../domain/money';
import type { Db } from '../../db/client';
import { NotFound } from '../../platform/errors';
import { listCustomersWithTotals, listOrdersOfUser, userExists } from './users-admin.repository';

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;

/** The admin's customer list and a customer's orders (admin spec sections 2, 3, 7). */
export function createUsersAdminService(db: Db) {
  return {
    async list(): Promise<AdminCustomer[]> {
      return (await listCustomersWithTotals(db)).map((row) => ({
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        profileImageUrl: row.profileImageUrl,
        orderCount: row.orderCount,
        totalSpent: row.spentCents / 100,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    async ordersOf(userId: string): Promise<AdminCustomerOrder[]> {
      if (!(await userExists(db, userId))) throw new NotFound('No such customer');
      return (await listOrdersOfUser(db, userId)).map((row) => ({
        id: row.id,
        orderNumber: row.orderNumber,
        status: row.status,
        totalAmount: formatMoneyString(row.totalCents),
        createdAt: row.createdAt.toISOString(),
        deliveryDate: row.deliveryDate,
      }));
    },
  };
}
