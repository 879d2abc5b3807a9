import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminClosure, AdminCreateClosure } from '../../../contracts/calendar';
import { ApiError, IdParams, NoContent } from '../../../contracts/common';
import { actorOf } from '../../platform/auth/request-auth';
import type { ClosuresService } from './closures.service';

/**
 * The shop's closures (issue 22). /api/admin/* is guarded by prefix (request-auth.ts). A 400 names
 * the field (`endDate` for a closure ending before it starts); a non-UUID id is 400, an unknown 404.
 */
export const closuresAdminRoutes: FastifyPluginAsyncZod<{ closures: ClosuresService }> = async (app, { closures }) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

  app.get(
    '/api/admin/closures',
    { config: { cache: 'no-store', role: 'owner' }, schema: { response: { 200: z.array(AdminClosure), ...errors } } },
    async () => closures.list(),
  );

  app.post(
    '/api/admin/closures',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { body: AdminCreateClosure, response: { 201: AdminClosure, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await closures.create(request.body, actorOf(request))),
  );

  app.delete(
    '/api/admin/closures/:id',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { params: IdParams, response: { 204: NoContent, 404: ApiError, ...errors } },
    },
    async (request, reply) => {
      await closures.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
};
