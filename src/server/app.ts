/**
 * Builds the Fastify app from its dependencies. `main.ts` builds it for real; the API tests build
 * it with their own database.
 */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import type { PageAssets, RenderPage } from '../contracts/ssr';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { healthRoutes } from './modules/health/health.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createSettingsService } from './modules/settings/settings.service';
import { registerErrorHandler } from './platform/error-handler';
import { createSsrDataSource } from './platform/web/ssr-data-source';
import { registerWebApp } from './platform/web/pages';

export interface WebBuild {
  clientDir: string;
  assets: PageAssets;
  render: RenderPage;
}

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  /** The built React app; API tests leave it out. */
  web?: WebBuild;
  logger?: boolean;
}

const MAX_BODY_BYTES = 100 * 1024;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.trustProxy,
    // Slow or stalled clients are cut off instead of holding sockets (P47).
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.method === 'TRACE' || request.method === 'TRACK') {
      return reply.status(405).send({ message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED', requestId: request.id });
    }
  });

  await app.register(helmet, {
    // The page handler sets a CSP with a per-request nonce; API answers get this strict one.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Dynamic answers use a fast brotli level; built assets are precompressed at the best one.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const catalog = createCatalogService(database.db, { cacheSeconds: config.catalogCacheSeconds });
  const settings = createSettingsService(database.db, { cacheSeconds: config.catalogCacheSeconds });

  await app.register(healthRoutes, { database });
  await app.register(catalogRoutes, { catalog });
  await app.register(settingsRoutes, { settings });

  if (deps.web) {
    await registerWebApp(app, {
      ...deps.web,
      data: createSsrDataSource({ catalog, settings }),
      publicConfig: { publicUrl: config.publicUrl },
      production: config.production,
    });
  }

  return app;
}
