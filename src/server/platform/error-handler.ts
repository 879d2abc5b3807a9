import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isWriteForDeletedUser } from './auth/deleted-user-reference';
import { ACCOUNT_DELETED_MESSAGE } from './auth/request-auth';
import { AppError, type FieldErrors } from './errors';
import { logRefusal } from './security-log';

const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02',
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** Walks an error's `cause` chain (Drizzle wraps driver errors) looking for a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as { code?: string; message?: string; cause?: unknown };
    if (e.code && DB_UNAVAILABLE_CODES.has(e.code)) return true;
    if (
      e.message &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
        e.message,
      )
    )
      return true;
    current = e.cause;
  }
  return false;
}

/** The innermost cause's code and first line: what is useful about an outage, and nothing else. */
function outageFacts(error: unknown): { code: string | null; reason: string } {
  let current = error as { code?: string; message?: string; cause?: unknown };
  for (let depth = 0; current.cause && typeof current.cause === 'object' && depth < 5; depth += 1) {
    current = current.cause as typeof current;
  }
  return { code: current.code ?? null, reason: (current.message ?? '').split('\n')[0]!.slice(0, 200) };
}

/** Zod's issues as one readable message and as `fields` keyed by each field's own name. */
function validationDetails(error: FastifyError): { message: string; fields?: FieldErrors } {
  if (!hasZodFastifySchemaValidationErrors(error)) return { message: error.message };
  const where = error.validationContext ?? 'request';
  const fields: FieldErrors = {};
  const parts = error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    const name = [...path].reverse().find((segment) => !/^\d+$/.test(segment));
    if (name && !(name in fields)) fields[name] = issue.message ?? 'is not valid';
    return `${where}${path.length ? `.${path.join('.')}` : ''}: ${issue.message}`;
  });
  return { message: parts.join('; '), fields: Object.keys(fields).length ? fields : undefined };
}

/** The one place errors become responses: `{ message, code, requestId }`, never a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = String(request.id);
    const send = (status: number, code: string, message: string, fields?: FieldErrors) =>
      reply
        .status(status)
        .type('application/json; charset=utf-8')
        .send(fields ? { message, code, requestId, fields } : { message, code, requestId });

    if (error instanceof AppError) {
      logRefusal(request, error);
      return send(error.statusCode, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, fields } = validationDetails(error);
      return send(400, 'VALIDATION_FAILED', message, fields);
    }
    if (isWriteForDeletedUser(error)) return send(401, 'UNAUTHORIZED', ACCOUNT_DELETED_MESSAGE);
    if (isDatabaseUnavailable(error)) {
      // An outage answers every request 503: one short line each (the driver's code and reason),
      // not a statement and a stack trace, which at 100 requests a second would flood the log.
      request.log.warn({ db: outageFacts(error) }, 'database unavailable');
      return send(503, 'UNAVAILABLE', 'The shop is briefly unavailable, please try again shortly');
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
    if (status === 415) return send(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return send(400, 'INVALID_JSON', 'The request body is not valid JSON');
    if (status === 429) return send(429, 'RATE_LIMITED', error.message);
    if (status >= 400 && status < 500) return send(status, error.code ?? 'BAD_REQUEST', error.message);

    request.log.error({ err: error }, 'unhandled error');
    return send(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .type('application/json; charset=utf-8')
      .send({
        message: `No such endpoint: ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}`,
        code: 'NOT_FOUND',
        requestId: String(request.id),
      });
  });
}
