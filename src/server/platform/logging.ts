import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * The structured logger services are given (the app's or a request's): named here so that services
 * depend on the platform, not on the HTTP framework.
 */
export type Log = FastifyBaseLogger;

/**
 * Every later line of this request's log carries `userId`: the verified token's subject, the
 * identity provider's id for the person (never the token, the e-mail or the name). The request
 * id (`reqId`) is already on every request-scoped line.
 */
export function logAsUser(request: FastifyRequest, subject: string): void {
  const log = request.log as FastifyBaseLogger & { setBindings?: (bindings: Record<string, unknown>) => void };
  log.setBindings?.({ userId: subject });
}

/**
 * How errors appear in the log (security R9, R15): the message, code, stack and cause chain, but
 * never a statement's parameters or a driver's `detail`, which carry the customer's name,
 * e-mail, phone and address. Drizzle puts the parameters into its error's message as well
 * (`Failed query: …\nparams: …`); that part is cut off.
 */
/** Fields that hold the values of a statement or row; dropped wherever they appear. */
const PRIVATE_KEYS = new Set(['params', 'parameters', 'detail', 'where', 'values', 'body', 'payload']);
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |\ncaused by: |$)/g;

const strip = (text: string) => text.replace(PARAMS_IN_TEXT, '\nparams: [redacted]');

function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return strip(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (PRIVATE_KEYS.has(key)) continue;
    out[key] = clean(item, depth + 1);
  }
  return out;
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** An error as a plain object (type, message, stack, own fields, cause), without parameters. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    const fields = typeof error === 'object' && error !== null ? (clean(error, depth) as Record<string, unknown>) : {};
    const message = typeof error === 'string' ? strip(error) : typeof fields.message === 'string' ? fields.message : '';
    return { ...fields, type: typeof error, message, stack: '' };
  }
  const out: SerializedError = {
    type: error.constructor.name,
    message: strip(error.message),
    stack: error.stack ? strip(error.stack) : '',
  };
  for (const [key, value] of Object.entries(error)) {
    if (PRIVATE_KEYS.has(key) || key === 'cause' || key in out) continue;
    out[key] = clean(value, depth + 1);
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

export const logSerializers = {
  err: (error: unknown): SerializedError => serializeError(error),
  error: (error: unknown): SerializedError => serializeError(error),
};
