import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, Uuid } from '../../../contracts/common';
import { AdminGstReport, AdminGstReportQuery, StoreTaxInvoice } from '../../../contracts/tax-invoices';
import type { People } from '../../platform/auth/people';
import { authenticate, requireUser } from '../../platform/auth/request-auth';
import { NotFound } from '../../platform/errors';
import { renderSupplyCorrectionPdf, renderTaxInvoicePdf } from './tax-invoice-pdf';
import type { TaxInvoicesService } from './tax-invoices.service';

const OrderParams = z.object({ orderId: Uuid });
const CorrectionParams = z.object({
  orderId: Uuid,
  number: z.coerce
    .number({ error: 'number must be a supply correction number' })
    .int('number must be a supply correction number')
    .positive('number must be a supply correction number'),
});

/**
 * A paid order's tax invoice, as data for its page and as a PDF (issue 26): for the order's
 * customer and for staff; anyone else, and any unknown id, gets 404. The GST report is staff's
 * (/api/admin/* is guarded by prefix, request-auth.ts).
 */
export const taxInvoicesRoutes: FastifyPluginAsyncZod<{ taxInvoices: TaxInvoicesService; accounts: People }> = async (
  app,
  { taxInvoices, accounts },
) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };
  const callerOf = async (request: Parameters<typeof requireUser>[0]) => {
    const auth = await requireUser(request);
    const user = await accounts.userFor(auth);
    return { userId: user.id, isStaff: auth.isAdmin };
  };

  app.get(
    '/api/orders/:orderId/tax-invoice',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { params: OrderParams, response: { 200: StoreTaxInvoice, ...errors } },
    },
    async (request) => taxInvoices.forOrder(request.params.orderId, await callerOf(request)),
  );

  app.get(
    '/api/orders/:orderId/tax-invoice.pdf',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { params: OrderParams, response: { 200: z.unknown().describe('application/pdf'), ...errors } },
    },
    async (request, reply) => {
      const invoice = await taxInvoices.forOrder(request.params.orderId, await callerOf(request));
      const pdf = await renderTaxInvoicePdf(invoice);
      const name = invoice.invoice ? `tax-invoice-${invoice.invoice.number}.pdf` : `receipt-${invoice.orderNumber}.pdf`;
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(pdf);
    },
  );

  app.get(
    '/api/orders/:orderId/supply-corrections/:number.pdf',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: {
        params: CorrectionParams,
        response: { 200: z.unknown().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await taxInvoices.forOrder(request.params.orderId, await callerOf(request));
      // Only the order's own corrections: another order's number is as unknown as a missing one.
      const correction = invoice.corrections.find((c) => c.number === request.params.number);
      if (!correction) throw new NotFound('Supply correction not found');
      const pdf = await renderSupplyCorrectionPdf(invoice, correction);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="supply-correction-${correction.number}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/admin/gst-report',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { querystring: AdminGstReportQuery, response: { 200: AdminGstReport, ...errors } },
    },
    async (request) => taxInvoices.report(request.query.from, request.query.to),
  );
};
