/**
 * Configuration is read once at start-up from the environment and validated here; a bad value
 * stops the process with the list of what is wrong. `.env.example` documents every key.
 */
import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from './platform/project-root';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
);

/** An empty value means "not set" (so a child process can switch an inherited setting off). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('data'),
    DATABASE_URL: unsetWhenEmpty(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    // Each pooled connection parses a statement's text once (decision 0250); false behind a
    // transaction-mode pooler that does not keep named statements.
    DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
    SEED_DEMO: booleanFlag.optional(),
    ADMIN_EMAILS: csv.default(['admin@saffron-sugar.example']),
    /** Verified e-mails that make staff: they run the day but change nothing about the shop (decision 0195). */
    STAFF_EMAILS: csv.default([]),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    CHECKOUT_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    TRUST_PROXY: booleanFlag.default(false),
    REDIS_URL: unsetWhenEmpty(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// URL')
        .optional(),
    ),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).default('shop-web'),
    OIDC_AUDIENCE: z.string().min(1).optional(),
    OIDC_ROLES_CLAIM: z.string().min(1).optional(),
    OIDC_SCOPE: z.string().default('openid profile email offline_access'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Saffron & Sugar <hello@saffron-sugar.example>'),
    PAYMENTS: z.enum(['test', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook secret')
      .optional(),
    /** Only for tests: where the Stripe SDK sends its requests (a local fake Stripe). */
    STRIPE_API_URL: z.url().optional(),
    /** Text messages through Twilio (issue 24); unset: each text is a file in DATA_DIR/sms. */
    TWILIO_ACCOUNT_SID: unsetWhenEmpty(
      z
        .string()
        .regex(/^AC\w+$/, 'must be a Twilio account SID (AC…)')
        .optional(),
    ),
    TWILIO_AUTH_TOKEN: unsetWhenEmpty(z.string().min(1).optional()),
    /** The sender: a number in E.164 (+64…) or a messaging service SID (MG…). */
    TWILIO_FROM: unsetWhenEmpty(
      z
        .string()
        .regex(/^(\+\d{8,15}|MG\w+)$/, 'must be a number like +6421… or a messaging service SID (MG…)')
        .optional(),
    ),
    /** Only for tests: where the Twilio SDK sends its requests (a local fake Twilio). */
    TWILIO_API_URL: unsetWhenEmpty(z.url().optional()),
    /** Who push services may contact about the shop's Web Push (a mailto: or https: URL). */
    WEB_PUSH_CONTACT: unsetWhenEmpty(
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
        .optional(),
    ),
    /** Only for tests: a local push endpoint's origin, accepted besides the browsers' push services. */
    WEB_PUSH_TEST_ORIGIN: unsetWhenEmpty(z.url().optional()),
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_CONTACT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_REDEMPTIONS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_CART_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** All cart writes from one address, whatever session they name; unset: 5 × the per-session limit. */
    RATE_LIMIT_CART_WRITES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).optional(),
    /**
     * Admission (decision 0215): API requests answered at once by this copy; past it, or with more
     * than ADMISSION_MAX_POOL_WAITING queued for a PostgreSQL connection, 503 with Retry-After.
     */
    ADMISSION_MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(64),
    ADMISSION_MAX_POOL_WAITING: z.coerce.number().int().min(0).default(20),
    /**
     * Event-loop delay (ms) past which new API requests are refused while 4 or more are in flight
     * (decision 0227); 0 turns it off. Unset: 200, and off under NODE_ENV=test, whose files share a
     * loaded machine (the admission test sets it).
     */
    ADMISSION_MAX_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
    ADMISSION_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(60).default(1),
    /** Catalogue searches (`GET /api/products?search=…`) per address per second (security R12). */
    RATE_LIMIT_SEARCHES_PER_SECOND: z.coerce.number().int().min(1).default(20),
    /** Product photos go to this S3-compatible bucket (AWS S3, Cloudflare R2, MinIO); unset: DATA_DIR/objects. */
    S3_BUCKET: unsetWhenEmpty(z.string().min(1).optional()),
    S3_ENDPOINT: unsetWhenEmpty(z.url().optional()),
    S3_REGION: unsetWhenEmpty(z.string().min(1).default('us-east-1')),
    S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().min(1).optional()),
    S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().min(1).optional()),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Lets an admin delete every order even in production (admin section 4, Clear All Orders). */
    ALLOW_CLEAR_ALL_ORDERS: booleanFlag.default(false),
    /** `/metrics` on the shop's port answers only this bearer token (decision 0142); unset: not there. */
    METRICS_TOKEN: unsetWhenEmpty(z.string().min(24, 'must be at least 24 characters').optional()),
    /** A second port that answers only `/metrics`, for a private network (decision 0142). */
    METRICS_PORT: unsetWhenEmpty(z.coerce.number().int().min(0).max(65535).optional()),
    /** Nightly backups of the embedded database into DATA_DIR/backups; off by default in tests. */
    BACKUP_NIGHTLY: booleanFlag.optional(),
    /** The hour (0-23, Auckland time) the nightly backup runs. */
    BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
    BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(365).default(7),
    BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  })
  .superRefine((env, ctx) => {
    const payments = env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'test');
    if (payments === 'stripe' && !(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
      });
    }
    // The test card gateway takes no money: production must ask for it by name.
    if (payments === 'test' && env.NODE_ENV === 'production' && env.PAYMENTS !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS'],
        message: 'production needs Stripe keys, or PAYMENTS=test to run the test gateway on purpose',
      });
    }
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_ACCOUNT_SID'],
        message: 'Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
    }
  })
  .transform((env) => {
    const production = env.NODE_ENV === 'production';
    const dataDir = path.resolve(projectRoot, env.DATA_DIR);
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
    const builtInIssuer = !env.OIDC_ISSUER;
    return {
      nodeEnv: env.NODE_ENV,
      production,
      port: env.PORT,
      host: env.HOST,
      publicUrl,
      dataDir,
      database: env.DATABASE_URL
        ? {
            kind: 'postgres' as const,
            url: env.DATABASE_URL,
            poolMax: env.DATABASE_POOL_MAX,
            preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
          }
        : { kind: 'pglite' as const, dir: path.join(dataDir, 'db') },
      // Demo data only goes into an empty database, and never in production unless asked for.
      seedDemo: env.SEED_DEMO ?? !production,
      /** Owners (decision 0195). */
      adminEmails: env.ADMIN_EMAILS,
      staffEmails: env.STAFF_EMAILS,
      logLevel: env.LOG_LEVEL,
      catalogCacheSeconds: env.CATALOG_CACHE_SECONDS,
      /** How often paid checkouts without an order or refund are settled; 0 turns the sweep off. */
      checkoutSweepSeconds: env.CHECKOUT_SWEEP_SECONDS,
      trustProxy: env.TRUST_PROXY,
      /** Clear All Orders deletes every order: refused in production unless ALLOW_CLEAR_ALL_ORDERS=true. */
      allowClearAllOrders: !production || env.ALLOW_CLEAR_ALL_ORDERS,
      /** Backups (docs/decisions/0138): files in DATA_DIR/backups, made nightly on the embedded database. */
      backups: {
        dir: path.join(dataDir, 'backups'),
        nightly: (env.BACKUP_NIGHTLY ?? env.NODE_ENV !== 'test') && !env.DATABASE_URL,
        hour: env.BACKUP_HOUR,
        keep: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY },
      },
      /** Where uploaded product photos and their sized copies live (docs/decisions/0052-image-uploads.md). */
      storage: env.S3_BUCKET
        ? {
            kind: 's3' as const,
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' as const, dir: path.join(dataDir, 'objects') },
      redisUrl: env.REDIS_URL,
      oidc: {
        /** No OIDC_ISSUER: the built-in sign-in server at /oidc issues the tokens. */
        builtIn: builtInIssuer,
        issuer: (env.OIDC_ISSUER ?? `${publicUrl}/oidc`).replace(/\/$/, ''),
        clientId: env.OIDC_CLIENT_ID,
        audience: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
        rolesClaim: env.OIDC_ROLES_CLAIM,
        scope: env.OIDC_SCOPE,
      },
      mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dir: path.join(dataDir, 'mail') },
      /** Text messages (issue 24): Twilio when configured, else files in DATA_DIR/sms. */
      sms:
        env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
          ? {
              kind: 'twilio' as const,
              accountSid: env.TWILIO_ACCOUNT_SID,
              authToken: env.TWILIO_AUTH_TOKEN,
              from: env.TWILIO_FROM,
              apiUrl: env.TWILIO_API_URL,
            }
          : { kind: 'file' as const, dir: path.join(dataDir, 'sms') },
      /** The VAPID subject of the staff's Web Push: the contact a push service may write to. */
      webPushContact: env.WEB_PUSH_CONTACT ?? webPushContactOf(env.MAIL_FROM, publicUrl),
      /** Push endpoints accepted besides the browsers' push services (tests' local endpoint only). */
      webPushExtraOrigins: env.WEB_PUSH_TEST_ORIGIN ? [new URL(env.WEB_PUSH_TEST_ORIGIN).origin] : [],
      payments:
        (env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'test')) === 'stripe'
          ? {
              kind: 'stripe' as const,
              secretKey: env.STRIPE_SECRET_KEY!,
              publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
              apiUrl: env.STRIPE_API_URL,
            }
          : { kind: 'test' as const },
      rateLimits: {
        contactPerMinute: env.RATE_LIMIT_CONTACT_PER_MINUTE,
        cartWritesPerMinute: env.RATE_LIMIT_CART_WRITES_PER_MINUTE,
        cartWritesPerAddressPerMinute:
          env.RATE_LIMIT_CART_WRITES_PER_ADDRESS_PER_MINUTE ?? 5 * env.RATE_LIMIT_CART_WRITES_PER_MINUTE,
        signInPerMinute: env.RATE_LIMIT_SIGN_IN_PER_MINUTE,
        paymentIntentsPerMinute: env.RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE,
        redemptionsPerMinute: env.RATE_LIMIT_REDEMPTIONS_PER_MINUTE,
        searchesPerSecond: env.RATE_LIMIT_SEARCHES_PER_SECOND,
      },
      admission: {
        maxInFlight: env.ADMISSION_MAX_IN_FLIGHT,
        maxPoolWaiting: env.ADMISSION_MAX_POOL_WAITING,
        maxLoopDelayMs: env.ADMISSION_MAX_LOOP_DELAY_MS ?? (env.NODE_ENV === 'test' ? 0 : 200),
        retryAfterSeconds: env.ADMISSION_RETRY_AFTER_SECONDS,
      },
      /** Off (`/metrics` a 404) unless one of them is set. */
      metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    };
  });

/** "mailto:hello@…" from MAIL_FROM's address, else the shop's https address (VAPID needs one of them). */
function webPushContactOf(mailFrom: string, publicUrl: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? (mailFrom.includes('@') ? mailFrom.trim() : null);
  if (address) return `mailto:${address}`;
  return publicUrl.startsWith('https://') ? publicUrl : 'mailto:hello@saffron-sugar.example';
}

export type AppConfig = z.output<typeof EnvSchema>;
export type DatabaseConfig = AppConfig['database'];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`));
  }
  return result.data;
}
