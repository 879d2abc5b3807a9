import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContent } from '../../../contracts/common';
import { StoreBusinessSettings } from '../../../contracts/settings';
import { sendCachedJson } from '../../platform/http-cache';
import type { SettingsService } from './settings.service';

/**
 * The 200 body is sent pre-serialised with an ETag (the serializer does not run on it); the
 * service builds it through this same contract. 304 (the client's copy is current) has no body.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/api/business-settings',
    { schema: { response: { 200: StoreBusinessSettings, 304: NoContent } } },
    async (request, reply) => sendCachedJson(request, reply, await settings.body()),
  );
};
