import type { AdminCustomer, AdminCustomerOrder, AdminCustomersQuery } from '../../../contracts/admin-customers';
import { formatMoneyString } from '../../../domain/money';
import type { Db } from '../../db/client';
import { NotFound } from '../../platform/errors';
import { countCustomers, listCustomersWithTotals, listOrdersOfUser, userExists } from './users-admin.repository';

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;

/** The admin's customer list and a customer's orders (admin spec sections 2, 3, 7). */
export function createUsersAdminService(db: Db) {
  return {
    /**
     * The customers the query asks for (decision 0223), with how many match and how many there
     * are; without parameters every customer, biggest spenders first, as the spec's list.
     */
    async list(
      query: AdminCustomersQuery = {},
    ): Promise<{ customers: AdminCustomer[]; matching: number; all: number }> {
      const listQuery = {
        search: query.search ?? '',
        type: query.type ?? 'all',
        sort: query.sort ?? 'totalSpent',
        order: query.order ?? 'desc',
        limit: query.limit,
        offset: query.offset ?? 0,
      };
      const [rows, counts] = await Promise.all([listCustomersWithTotals(db, listQuery), countCustomers(db, listQuery)]);
      const customers = rows.map((row) => ({
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
      return { customers, ...counts };
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
