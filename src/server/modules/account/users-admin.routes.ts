import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminCustomer, AdminCustomerOrder } from '../../../contracts/admin-customers';
import { ApiError, IdParams } from '../../../contracts/common';
import type { UsersAdminService } from './users-admin.service';

/** The admin's customers. /api/admin/* is guarded by prefix (request-auth.ts). */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ customers: UsersAdminService }> = async (app, { customers }) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

  app.get(
    '/api/admin/users',
    { config: { cache: 'no-store' }, schema: { response: { 200: z.array(AdminCustomer), ...errors } } },
    async () => customers.list(),
  );

  app.get(
    '/api/admin/users/:id/orders',
    {
      config: { cache: 'no-store' },
      schema: { params: IdParams, response: { 200: z.array(AdminCustomerOrder), ...errors } },
    },
    async (request) => customers.ordersOf(request.params.id),
  );
};
