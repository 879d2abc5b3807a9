import { actorOf } from '../../platform/auth/request-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminContactMessage, AdminUnreadCount, AdminUpdateMessage } from '../../../contracts/admin-messages';
import { ApiError, IdParams } from '../../../contracts/common';
import type { ContactService } from './contact.service';

/** The admin's Messages. /api/admin/* is guarded by prefix (request-auth.ts). */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

  app.get(
    '/api/admin/messages',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: { response: { 200: z.array(AdminContactMessage), ...errors } },
    },
    async () => contact.list(),
  );

  app.get(
    '/api/admin/messages/unread-count',
    { config: { cache: 'no-store', role: 'staff' }, schema: { response: { 200: AdminUnreadCount, ...errors } } },
    async () => contact.unreadCount(),
  );

  app.patch(
    '/api/admin/messages/:id',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: { params: IdParams, body: AdminUpdateMessage, response: { 200: AdminContactMessage, ...errors } },
    },
    async (request) => contact.setHandled(request.params.id, request.body.handled, actorOf(request)),
  );
};
