/**
 * Builds the Fastify app from its dependencies. `main.ts` builds it for real; the API tests build
 * it with their own database.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:https';
import { constants as zlib } from 'node:zlib';
import { UPLOAD_TIME_LIMIT_SECONDS } from '../contracts/admin-catalog';
import type { PageAssets, RenderPage, SsrDataSource } from '../contracts/ssr';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { accountRoutes } from './modules/account/account.routes';
import { analyticsAdminRoutes } from './modules/analytics/analytics-admin.routes';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { liveAdminRoutes } from './modules/live/live-admin.routes';
import { boardAdminRoutes } from './modules/board/board-admin.routes';
import { BOARD_DAY_CHANNEL, createBoardDayCache } from './modules/board/board-day-cache';
import { createBoardService } from './modules/board/board.service';
import { createLiveService } from './modules/live/live.service';
import { setUpNotifications, startSms } from './modules/notifications/notifications.setup';
import type { SmsTransport } from './platform/sms/transports';
import { createAccountService } from './modules/account/account.service';
import { registerClosedOrdersSweep } from './modules/account/closed-orders-sweep';
import { cartRoutes } from './modules/cart/cart.routes';
import { setUpCheckout } from './modules/checkout/checkout.setup';
import { setUpCommissions } from './modules/commissions/commissions.setup';
import { commissionsAttention, isCommissionOrder } from './modules/commissions/commissions.repository';
import { ordersRoutes } from './modules/orders/orders.routes';
import { DEFAULT_CHANGES_LOCK_HOURS } from '../domain/order-changes';
import { taxInvoicesRoutes } from './modules/tax-invoices/tax-invoices.routes';
import { createTaxInvoicesService } from './modules/tax-invoices/tax-invoices.service';
import { ordersAdminRoutes } from './modules/orders/orders-admin.routes';
import { createOrdersAdminService } from './modules/orders/orders-admin.service';
import { loyaltyAdminRoutes } from './modules/loyalty/loyalty-admin.routes';
import { loyaltyRoutes } from './modules/loyalty/loyalty.routes';
import { storeCreditAdminRoutes } from './modules/store-credit/store-credit-admin.routes';
import { storeCreditRoutes } from './modules/store-credit/store-credit.routes';
import { createStoreCreditService } from './modules/store-credit/store-credit.service';
import { createLoyaltyService } from './modules/loyalty/loyalty.service';
import { createOrdersService } from './modules/orders/orders.service';
import { CART_CHANGED_CHANNEL, createCartService } from './modules/cart/cart.service';
import { createKitchenUsageCache, KITCHEN_USAGE_CHANNEL } from './modules/kitchen/kitchen-usage.service';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { catalogAdminRoutes } from './modules/catalog/catalog-admin.routes';
import { createCatalogAdminService } from './modules/catalog/catalog-admin.service';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { reviewsAdminRoutes } from './modules/reviews/reviews-admin.routes';
import { createReviewsService } from './modules/reviews/reviews.service';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { createUploadsService } from './modules/uploads/uploads.service';
import { browserUploadOrigin, createObjectStorage } from './platform/storage/create-storage';
import { contactRoutes } from './modules/contact/contact.routes';
import { contactAdminRoutes } from './modules/contact/contact-admin.routes';
import { createContactService } from './modules/contact/contact.service';
import { type CatalogService, createCatalogService } from './modules/catalog/catalog.service';
import { healthRoutes } from './modules/health/health.routes';
import { setUpIdentity } from './modules/identity/identity.setup';
import { setUpBackups } from './modules/backups/backups.setup';
import { seoRoutes } from './modules/seo/seo.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { settingsAdminRoutes } from './modules/settings/settings-admin.routes';
import { closuresAdminRoutes } from './modules/settings/closures-admin.routes';
import { ordersPauseAdminRoutes } from './modules/settings/orders-pause-admin.routes';
import { createOrdersPauseService } from './modules/settings/orders-pause.service';
import { deliveryFeesAdminRoutes } from './modules/settings/delivery-fees-admin.routes';
import { createDeliveryFeesService } from './modules/settings/delivery-fees.service';
import { commissionTermsAdminRoutes } from './modules/settings/commission-terms-admin.routes';
import { createCommissionTermsService } from './modules/settings/commission-terms.service';
import { kitchenRoutes } from './modules/kitchen/kitchen.routes';
import { createKitchenService } from './modules/kitchen/kitchen.service';
import { createClosuresService } from './modules/settings/closures.service';
import { calendarAdminRoutes } from './modules/calendar/calendar-admin.routes';
import { createCalendarConflictsService } from './modules/calendar/calendar-conflicts.service';
import { usersAdminRoutes } from './modules/account/users-admin.routes';
import { createUsersAdminService } from './modules/account/users-admin.service';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service';
import { registerAuth } from './platform/auth/request-auth';
import { registerErrorHandler } from './platform/error-handler';
import { answerFrameworkError, ERROR_SECURITY_HEADERS } from './platform/hardening/framework-errors';
import { invalidateCachesOnNotify } from './platform/events/cache-invalidation';
import {
  CATALOG_CHANGED_CHANNEL,
  ORDER_PLACED_CHANNEL,
  ORDER_STATUS_CHANNEL,
  SETTINGS_CHANGED_CHANNEL,
} from './platform/events/notify';
import { NotFound } from './platform/errors';
import { registerCors } from './platform/hardening/cors';
import { registerNulGuard } from './platform/input-guards';
import { registerBodyDeadlines } from './platform/body-deadlines';
import { logSerializers } from './platform/logging';
import { type MailWorker, startMailWorker } from './platform/mail/mail-worker';
import { fileTransport, type MailTransport, smtpTransport } from './platform/mail/transports';
import { registerRateLimits } from './platform/rate-limit';
import { registerRouteConfig } from './platform/route-config';
import { registerAdmission } from './platform/admission';
import { recordRouteContracts } from './platform/route-contracts';
import { securityHeaders } from './platform/security-headers';
import { registerWebApp } from './platform/site/pages';
import { registerMetrics } from './platform/metrics/register-metrics';

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
  /** Where text messages go; by default Twilio when configured, else files in DATA_DIR/sms. */
  smsTransport?: SmsTransport;
  /** Tests trust their local push endpoint through this agent. */
  pushAgent?: Agent;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
    /** Custom cakes' balance requests and refund retries, run by a timer (tests call it themselves). */
    commissionsSweep: () => Promise<void>;
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
    // Slow or stalled clients are cut off instead of holding sockets (P47): 30 s of silence ends
    // a socket; a request's body gets 30 s (platform/body-deadlines.ts), a photo's the minutes a
    // slow phone line needs, and this server-wide limit is that longest one.
    connectionTimeout: 30_000,
    requestTimeout: UPLOAD_TIME_LIMIT_SECONDS * 1000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  recordRouteContracts(app);

  // JSON only: any other body type is answered with 415 (security R5).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRouteConfig(app);
  registerNulGuard(app);
  registerBodyDeadlines(app);
  registerCors(app, config.publicUrl);
  database.reportConnectionErrors(app.log);
  // Off (a 404) unless METRICS_TOKEN or METRICS_PORT is set; times every route (platform/metrics).
  await registerMetrics(app, { config, db: database.db });

  // An answer to a signed-in request is never stored by a browser or a proxy unless its route said
  // otherwise (security R11; cart answers, keyed by a secret session id, say no-store themselves).
  // Hooks on every request are written callback-style: an async hook costs a promise per request
  // (performance A2).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  // Helmet's headers, made once (platform/security-headers.ts). Set on the raw answer, as helmet
  // did, so a route's own header of the same name (a page's CSP) wins, and the sign-in provider's
  // answers (sent on the raw answer) carry them too.
  const headers = securityHeaders({ production: config.production });
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    reply.header('x-request-id', request.id);
    if (request.method === 'TRACE' || request.method === 'TRACK') {
      void reply
        .status(405)
        .headers(ERROR_SECURITY_HEADERS)
        .send({ message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED', requestId: request.id });
      return;
    }
    done();
  });

  // Before compression, rate limits, sign-in and the routes: a refused request costs nothing else,
  // and still carries the security headers above and is timed by the metrics (decision 0215).
  registerAdmission(app, config.admission);

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
  const smsWorker = startSms(app, config, database.db, deps.smsTransport);

  const verifier = await setUpIdentity(app, { config, db: database.db, mail: mailWorker });
  const orders = createOrdersService(database.db);
  const loyalty = createLoyaltyService(database.db, orders);
  const accounts = createAccountService(database.db, {
    builtInIssuer: config.oidc.builtIn ? config.oidc.issuer : null,
    orders,
    loyalty,
  });
  registerAuth(app, {
    verifier,
    issuer: config.oidc.issuer,
    origin: config.publicUrl,
    adminEmails: config.adminEmails,
    staffEmails: config.staffEmails,
    rolesClaim: config.oidc.rolesClaim,
    lookUpPerson: accounts.lookUpPerson,
  });

  const catalog = createCatalogService(database.db, { cacheSeconds: config.catalogCacheSeconds });
  const settings = createSettingsService(database.db, { cacheSeconds: config.catalogCacheSeconds });
  const cart = createCartService(database.db, catalog);
  const kitchenUsage = createKitchenUsageCache(database.db);
  const boardDays = createBoardDayCache();
  // Notices naming no day (an order placed, a status changed: the live stream's own) clear every day.
  const forgetBoardDays = () => boardDays.invalidate();
  const stopInvalidation = await invalidateCachesOnNotify(
    database,
    [
      {
        channel: CATALOG_CHANGED_CHANNEL,
        // A product's minutes or notice are part of what the slot picker keeps per cart.
        invalidate: () => {
          catalog.invalidate();
          cart.forgetSlotNeeds();
          forgetBoardDays(); // a product's allergens are on the board's cards
        },
      },
      { channel: SETTINGS_CHANGED_CHANNEL, invalidate: () => settings.invalidate() },
      // Sent by the database's triggers (migration 0021), with the day or the cart that changed.
      { channel: KITCHEN_USAGE_CHANNEL, invalidate: (date) => kitchenUsage.invalidate(date) },
      { channel: CART_CHANGED_CHANNEL, invalidate: (sessionId) => cart.forgetSlotNeeds(sessionId) },
      // The Today board's cards (decision 0221): the triggers name the day; the live stream's
      // notices come on the same connection, so a board re-reading on them finds the day cleared.
      { channel: BOARD_DAY_CHANNEL, invalidate: (date) => boardDays.invalidate(date) },
      { channel: ORDER_PLACED_CHANNEL, invalidate: forgetBoardDays },
      { channel: ORDER_STATUS_CHANNEL, invalidate: forgetBoardDays },
    ],
    app.log,
  );
  app.addHook('onClose', stopInvalidation);

  await app.register(catalogRoutes, { catalog });
  await app.register(catalogAdminRoutes, { catalogAdmin: createCatalogAdminService(database.db, catalog) });
  const storage = await createObjectStorage(config, database.db);
  await app.register(healthRoutes, { database, storage });
  const uploads = createUploadsService({ db: database.db, storage, publicUrl: config.publicUrl, log: app.log });
  await app.register(uploadsRoutes, { uploads });
  await app.register(settingsRoutes, { settings });
  await app.register(cartRoutes, { cart });
  await app.register(seoRoutes, { catalog, publicUrl: config.publicUrl });
  await app.register(accountRoutes, { accounts });
  registerClosedOrdersSweep(app, database.db);
  await app.register(ordersRoutes, {
    orders,
    accounts,
    changesLockHours: async () => (await settings.get()).changesLockHours ?? DEFAULT_CHANGES_LOCK_HOURS,
  });
  await app.register(taxInvoicesRoutes, { taxInvoices: createTaxInvoicesService(database.db, settings), accounts });
  const reviews = createReviewsService(database.db, catalog);
  await app.register(reviewsRoutes, { reviews, accounts });
  await app.register(reviewsAdminRoutes, { reviews });
  const ordersAdmin = createOrdersAdminService({
    db: database.db,
    settings,
    kitchenUsage,
    mail: mailWorker,
    sms: smsWorker,
    publicUrl: config.publicUrl,
    clearAllAllowed: config.allowClearAllOrders,
    isCustomCakeOrder: (orderId) => isCommissionOrder(database.db, orderId),
  });
  await app.register(ordersAdminRoutes, { ordersAdmin });
  await app.register(boardAdminRoutes, {
    board: createBoardService(database.db, {
      calendar: () => settings.cachedCalendar(),
      kitchen: () => settings.cachedKitchen(),
      kitchenUsage,
      commissionsAttention: (today) => commissionsAttention(database.db, today),
      settingsVersion: () => settings.version(),
      days: boardDays,
    }),
  });
  const storeCredit = createStoreCreditService({
    db: database.db,
    orderOf: (id) => ordersAdmin.details(id),
    staffRefundLimitCents: () => settings.staffRefundLimitCents(),
  });
  await app.register(storeCreditRoutes, { storeCredit, accounts });
  await app.register(storeCreditAdminRoutes, { storeCredit });
  await app.register(loyaltyRoutes, { loyalty, accounts });
  await app.register(loyaltyAdminRoutes, { loyalty });
  await setUpCheckout(app, {
    config,
    db: database.db,
    accounts,
    cart,
    loyalty,
    orders,
    ordersAdmin,
    settings,
    storeCredit,
    kitchenUsage,
    mail: mailWorker,
  });
  const commissionTerms = createCommissionTermsService(database.db);
  await app.register(commissionTermsAdminRoutes, { terms: commissionTerms });
  const commissions = await setUpCommissions(
    app,
    {
      db: database.db,
      accounts,
      settings,
      terms: commissionTerms,
      orders,
      ordersAdmin,
      loyalty,
      uploads,
      mail: mailWorker,
      publicUrl: config.publicUrl,
    },
    { sweepSeconds: config.checkoutSweepSeconds },
  );
  app.decorate('commissionsSweep', commissions.sweep);
  const contact = createContactService(database.db, { shopInbox: () => settings.shopInbox() });
  await app.register(analyticsAdminRoutes, { analytics: createAnalyticsService(database.db) });
  const live = createLiveService(database, app.log);
  app.decorate('live', live);
  await app.register(liveAdminRoutes, { live });
  await setUpNotifications(app, { config, db: database.db, live, accounts, pushAgent: deps.pushAgent });
  await app.register(contactRoutes, { contact });
  await app.register(contactAdminRoutes, { contact });
  await app.register(settingsAdminRoutes, { settings });
  await app.register(closuresAdminRoutes, { closures: createClosuresService(database.db, settings) });
  await app.register(ordersPauseAdminRoutes, { ordersPause: createOrdersPauseService(database.db, settings) });
  await app.register(deliveryFeesAdminRoutes, { deliveryFees: createDeliveryFeesService(database.db, settings) });
  await app.register(kitchenRoutes, { kitchen: createKitchenService(database.db, settings) });
  await app.register(calendarAdminRoutes, {
    conflicts: createCalendarConflictsService({
      calendar: () => settings.calendar(),
      openOrdersDueFrom: (date) => orders.openOrdersDueFrom(date),
    }),
  });
  await app.register(usersAdminRoutes, { customers: createUsersAdminService(database.db) });
  await setUpBackups(app, { database, config });

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
      uploadOrigin: await browserUploadOrigin(storage),
      dataVersion: async () => [await catalog.version(), await settings.version()],
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
    relatedProducts: async (productId) =>
      (await nullWhenMissing(catalog.relatedTo(productId))) ?? { related: [], suggested: [] },
    categories: () => catalog.categories(),
    homepageCategories: () => catalog.homepageCategories(),
    businessSettings: () => settings.get(),
  };
}
