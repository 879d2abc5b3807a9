/** The admin's customers (admin spec sections 2, 3, 7): GET /api/admin/users and a customer's orders. */
import { z } from 'zod';
import { MoneyString } from './common';

/**
 * One customer as staff see them. `orderCount` and `totalSpent` are computed in SQL; cancelled
 * orders count in neither (decision record 0048). `totalSpent` is in dollars, e.g. 123.45.
 */
export const AdminCustomer = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  orderCount: z.number().int(),
  totalSpent: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

/** GET /api/admin/users/{id}/orders: every order of the customer, newest first (cancelled ones too). */
export const AdminCustomerOrder = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  status: z.string(),
  totalAmount: MoneyString,
  createdAt: z.string(),
  deliveryDate: z.string().nullable(),
});
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrder>;
