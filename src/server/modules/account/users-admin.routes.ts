import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminCustomer, AdminCustomerOrder, AdminCustomersQuery } from '../../../contracts/admin-customers';
import { ApiError, IdParams } from '../../../contracts/common';
import type { UsersAdminService } from './users-admin.service';

/** The admin's customers. /api/admin/* is guarded by prefix (request-auth.ts). */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ customers: UsersAdminService }> = async (app, { customers }) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

  // Every customer unless asked for a page (decision 0223); the counts ride in headers, as the
  // orders list's X-Total-Count does, so the answer stays the spec's array.
  app.get(
    '/api/admin/users',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: { querystring: AdminCustomersQuery, response: { 200: z.array(AdminCustomer), ...errors } },
    },
    async (request, reply) => {
      const { customers: page, matching, all } = await customers.list(request.query);
      reply.header('x-total-count', String(matching));
      reply.header('x-customer-count', String(all));
      return page;
    },
  );

  app.get(
    '/api/admin/users/:id/orders',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: { params: IdParams, response: { 200: z.array(AdminCustomerOrder), ...errors } },
    },
    async (request) => customers.ordersOf(request.params.id),
  );
};
