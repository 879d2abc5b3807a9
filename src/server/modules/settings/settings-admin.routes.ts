import { actorOf } from '../../platform/auth/request-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../contracts/common';
import { AdminBusinessSettings } from '../../../contracts/settings';
import type { SettingsService } from './settings.service';

/**
 * The admin's business settings (admin spec sections 2, 3, 7). /api/admin/* is guarded by prefix
 * (request-auth.ts). The PUT body is checked by the service against `AdminSaveBusinessSettings`,
 * so a 400 names each field by its full path (`openingHours.monday.close`), not just `close`.
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

  app.get(
    '/api/admin/business-settings',
    { config: { cache: 'no-store', role: 'owner' }, schema: { response: { 200: AdminBusinessSettings, ...errors } } },
    async () => settings.adminGet(),
  );

  app.put(
    '/api/admin/business-settings',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: {
        body: z.record(z.string(), z.unknown()),
        response: { 200: AdminBusinessSettings, ...errors },
      },
    },
    async (request) => settings.adminSave(request.body, actorOf(request)),
  );
};
