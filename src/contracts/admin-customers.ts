/** The admin's customers (admin spec sections 2, 3, 7): GET /api/admin/users and a customer's orders. */
import { z } from 'zod';
import { MoneyString } from './common';
import { CUSTOMER_SORT_VALUES, CUSTOMER_TYPE_VALUES } from '../domain/customer-list';

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

/**
 * GET /api/admin/users: every parameter optional (decision 0223). Without any, the spec's answer:
 * every customer, biggest spenders first. With them, the customers that match the search
 * (e-mail, first, last and full name) and type, in the order asked, `limit` of them from `offset`.
 * `X-Total-Count` counts those that match; `X-Customer-Count` every customer (the screen's
 * 'Showing X of Y customers').
 */
export const AdminCustomersQuery = z.object({
  search: z.string().max(200, 'search must be at most 200 characters').optional(),
  type: z.enum(CUSTOMER_TYPE_VALUES, { message: `type must be ${CUSTOMER_TYPE_VALUES.join(', ')}` }).optional(),
  sort: z.enum(CUSTOMER_SORT_VALUES, { message: `sort must be ${CUSTOMER_SORT_VALUES.join(', ')}` }).optional(),
  order: z.enum(['asc', 'desc'], { message: 'order must be asc or desc' }).optional(),
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1 to 200' })
    .int('limit must be a whole number from 1 to 200')
    .min(1, 'limit must be a whole number from 1 to 200')
    .max(200, 'limit must be a whole number from 1 to 200')
    .optional(),
  offset: z.coerce
    .number({ message: 'offset must be a whole number, 0 or more' })
    .int('offset must be a whole number, 0 or more')
    .min(0, 'offset must be a whole number, 0 or more')
    .max(10_000_000, 'offset must be at most 10000000')
    .optional(),
});
export type AdminCustomersQuery = z.infer<typeof AdminCustomersQuery>;
