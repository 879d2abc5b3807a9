import { actorOf } from '../../platform/auth/request-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminClearAllResult,
  AdminOrder,
  AdminOrderDetails,
  AdminOrdersQuery,
  AdminProductionQuery,
  AdminProductionSheet,
  AdminUpdateOrderStatus,
} from '../../../contracts/admin-orders';
import { ApiError, IdParams } from '../../../contracts/common';
import { AdminOrdersExportQuery, ordersCsvFileName } from './orders-csv';
import type { OrdersAdminService } from './orders-admin.service';

/** A date on the calendar: 2026-02-31 is refused here, before any query runs. */
const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const ProductionQuery = AdminProductionQuery.extend({
  date: AdminProductionQuery.shape.date.refine(isCalendarDate, 'date must be a real date like 2026-12-24'),
});

/**
 * The admin's orders (admin sections 2, 4, 7): /api/admin/* is guarded by prefix
 * (request-auth.ts), so only admins reach these handlers.
 */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ ordersAdmin: OrdersAdminService }> = async (
  app,
  { ordersAdmin },
) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

  // Everything up to the hard cap unless paged; X-Total-Count always holds the real total.
  app.get(
    '/api/admin/orders',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: { querystring: AdminOrdersQuery, response: { 200: z.array(AdminOrder), ...errors } },
    },
    async (request, reply) => {
      const { orders, total } = await ordersAdmin.list(request.query);
      reply.header('x-total-count', String(total));
      return orders;
    },
  );

  // The bookkeeper's download: the screen's filters as query parameters (decision 0045).
  app.get(
    '/api/admin/orders/export.csv',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: {
        querystring: AdminOrdersExportQuery,
        response: { 200: z.string().describe('text/csv, one row per order line'), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await ordersAdmin.exportCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ordersCsvFileName()}"`)
        .send(csv);
    },
  );

  app.delete(
    '/api/admin/orders/clear-all',
    { config: { cache: 'no-store', role: 'owner' }, schema: { response: { 200: AdminClearAllResult, ...errors } } },
    async (request) => ordersAdmin.clearAll(actorOf(request)),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: { params: IdParams, response: { 200: AdminOrderDetails, ...errors } },
    },
    async (request) => ordersAdmin.details(request.params.id),
  );

  app.patch(
    '/api/admin/orders/:id/status',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: { params: IdParams, body: AdminUpdateOrderStatus, response: { 200: AdminOrder, ...errors } },
    },
    async (request) => ordersAdmin.updateStatus(actorOf(request), request.params.id, request.body.status),
  );

  app.get(
    '/api/admin/production',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: { querystring: ProductionQuery, response: { 200: AdminProductionSheet, ...errors } },
    },
    async (request) => ordersAdmin.production(request.query.date),
  );
};
