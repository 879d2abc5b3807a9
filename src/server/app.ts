/**
 * Builds the Fastify app from its dependencies. `main.ts` builds it for real; the API tests build
 * it with their own database.
 */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import type { PageAssets, RenderPage, SsrDataSource } from '../contracts/ssr';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { cartRoutes } from './modules/cart/cart.routes';
import { setUpCheckout } from './modules/checkout/checkout.setup';
import { ordersRoutes } from './modules/orders/orders.routes';
import { loyaltyAdminRoutes } from './modules/loyalty/loyalty-admin.routes';
import { loyaltyRoutes } from './modules/loyalty/loyalty.routes';
import { createLoyaltyService } from './modules/loyalty/loyalty.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createCartService } from './modules/cart/cart.service';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { type CatalogService, createCatalogService } from './modules/catalog/catalog.service';
import { healthRoutes } from './modules/health/health.routes';
import { setUpIdentity } from './modules/identity/identity.setup';
import { seoRoutes } from './modules/seo/seo.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service';
import { registerAuth } from './platform/auth/request-auth';
import { registerErrorHandler } from './platform/error-handler';
import { NotFound } from './platform/errors';
import { registerNulGuard } from './platform/input-guards';
import { logSerializers } from './platform/logging';
import { type MailWorker, startMailWorker } from './platform/mail/mail-worker';
import { fileTransport, type MailTransport, smtpTransport } from './platform/mail/transports';
import { perCartSession, perIp, registerRateLimits } from './platform/rate-limit';
import { recordRouteContracts } from './platform/route-contracts';
import { registerWebApp } from './platform/site/pages';

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
  /** Where log lines go instead of stdout (tests read them); turns the logger on. */
  logStream?: NodeJS.WritableStream;
  /** Where e-mails go; by default SMTP_URL, else files in DATA_DIR/mail. */
  mailTransport?: MailTransport;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

const MAX_BODY_BYTES = 100 * 1024;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === false && !deps.logStream
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: logSerializers,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    genReqId: () => randomUUID(),
    // One line per request is noise at this volume; failures are logged where they happen.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.trustProxy,
    // Slow or stalled clients are cut off instead of holding sockets (P47).
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  recordRouteContracts(app);

  // JSON only: any other body type is answered with 415 (security R5).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulGuard(app);
  database.reportConnectionErrors(app.log);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.method === 'TRACE' || request.method === 'TRACK') {
      return reply
        .status(405)
        .send({ message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED', requestId: request.id });
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

  await registerRateLimits(app, config);

  const mailWorker = startMailWorker(
    database.db,
    deps.mailTransport ?? (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : fileTransport(config.mail.dir)),
    { from: config.mail.from, log: (msg, err) => app.log.warn({ err }, msg) },
  );
  app.decorate('mailWorker', mailWorker);
  app.addHook('onClose', () => mailWorker.stop());

  const verifier = await setUpIdentity(app, { config, db: database.db, mail: mailWorker });
  registerAuth(app, {
    verifier,
    issuer: config.oidc.issuer,
    origin: config.publicUrl,
    adminEmails: config.adminEmails,
    rolesClaim: config.oidc.rolesClaim,
  });

  const catalog = createCatalogService(database.db, { cacheSeconds: config.catalogCacheSeconds });
  const settings = createSettingsService(database.db, { cacheSeconds: config.catalogCacheSeconds });

  await app.register(healthRoutes, { database });
  await app.register(catalogRoutes, { catalog });
  await app.register(settingsRoutes, { settings });
  const cart = createCartService(database.db);
  await app.register(cartRoutes, {
    cart,
    writeLimit: perCartSession(config.rateLimits.cartWritesPerMinute),
  });
  await app.register(seoRoutes, { catalog, publicUrl: config.publicUrl });
  const accounts = createAccountService(database.db, {
    builtInIssuer: config.oidc.builtIn ? config.oidc.issuer : null,
  });
  await app.register(accountRoutes, { accounts });
  const orders = createOrdersService(database.db);
  await app.register(ordersRoutes, { orders, accounts });
  const loyalty = createLoyaltyService(database.db);
  await app.register(loyaltyRoutes, { loyalty, accounts });
  await app.register(loyaltyAdminRoutes, { loyalty });
  await setUpCheckout(app, { config, db: database.db, accounts, cart, orders, settings, mail: mailWorker });
  await app.register(contactRoutes, {
    contact: createContactService(database.db),
    limit: perIp(config.rateLimits.contactPerMinute),
  });

  if (deps.web) {
    await registerWebApp(app, {
      ...deps.web,
      data: createSsrDataSource({ catalog, settings }),
      publicConfig: {
        publicUrl: config.publicUrl,
        oidc: {
          authority: config.oidc.issuer,
          clientId: config.oidc.clientId,
          scope: config.oidc.scope,
          // The built-in provider defaults to our audience; external ones may need it named.
          resource: config.oidc.builtIn ? null : config.oidc.audience,
        },
      },
      stripe: config.payments.kind === 'stripe',
    });
  }

  return app;
}

const nullWhenMissing = async <T>(read: Promise<T>): Promise<T | null> => {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
};

/** The read services the server renderer may call: the same ones the API answers from, composed here. */
export function createSsrDataSource(services: { catalog: CatalogService; settings: SettingsService }): SsrDataSource {
  const { catalog, settings } = services;
  return {
    listProducts: (query) => catalog.listProducts(query),
    productBySlug: (slug) => nullWhenMissing(catalog.productBySlug(slug)),
    productById: (id) => nullWhenMissing(catalog.productById(id)),
    variantsOf: async (productId) => (await nullWhenMissing(catalog.variantsOf(productId))) ?? [],
    categories: () => catalog.categories(),
    homepageCategories: () => catalog.homepageCategories(),
    businessSettings: () => settings.get(),
  };
}
