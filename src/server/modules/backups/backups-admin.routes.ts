/**
 * The admin's backups (admins only, like every /api/admin route: guarded by prefix in
 * request-auth.ts). A file is only ever found by a name of the backup pattern in DATA_DIR/backups,
 * so no other path can be asked for.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { AdminBackupFile, AdminBackupStatus } from '../../../contracts/admin-backups';
import { ApiError } from '../../../contracts/common';
import { NotFound } from '../../platform/errors';
import { BACKUP_NAME } from './backup-store';
import type { BackupsService } from './backups.service';

const errors = { 401: ApiError, 403: ApiError };

export const backupsAdminRoutes: FastifyPluginAsyncZod<{ backups: BackupsService }> = async (app, { backups }) => {
  app.get(
    '/api/admin/backups',
    { config: { role: 'owner' }, schema: { response: { 200: AdminBackupStatus, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return backups.status();
    },
  );

  app.post(
    '/api/admin/backups',
    { config: { role: 'owner' }, schema: { response: { 201: AdminBackupFile, ...errors } } },
    async (_request, reply) => {
      const saved = await backups.backUpNow();
      reply.status(201).header('cache-control', 'no-store');
      return { name: saved.name, createdAt: saved.createdAt.toISOString(), size: saved.size };
    },
  );

  app.get(
    '/api/admin/backups/:name',
    {
      config: { role: 'owner' },
      schema: {
        params: z.object({ name: z.string().regex(BACKUP_NAME, 'must be the name of a backup file') }),
        response: {
          200: z.string().describe('the backup file (application/octet-stream)'),
          400: ApiError,
          404: ApiError,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = backups.file(request.params.name);
      if (!file) throw new NotFound('No such backup');
      // A backup holds every customer's details: never cached, never shown inline.
      return (
        reply
          .header('content-type', 'application/octet-stream')
          .header('content-disposition', `attachment; filename="${request.params.name}"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is (Fastify serialises only objects); the 200 schema documents it.
          .send(createReadStream(file) as unknown as string)
      );
    },
  );
};
