/**
 * Security events (security R15): one structured warn line each, `{ security: { event, ... } }`
 * with the request id that the request's logger adds (and `userId` once a token verified). Callers
 * pass identifiers only (a subject, an intent id, amounts in cents, an address): never a token,
 * card data, a full address or what a customer typed. Pino writes each line as JSON, so a newline
 * or quote in a value is escaped and cannot start a forged line.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

export type SecurityEvent =
  | 'access_refused'
  | 'rate_limited'
  | 'webhook_signature_invalid'
  | 'payment_mismatch'
  | 'payment_refunded'
  | (string & {});

type Detail = string | number | boolean | null | undefined;

export function securityEvent(
  log: FastifyBaseLogger,
  event: SecurityEvent,
  details: Record<string, Detail> = {},
): void {
  log.warn({ security: { event, ...details } }, `security event: ${event}`);
}

/** Where a request came from and went, for a security event: address, method and path (no query). */
export function requestFacts(request: FastifyRequest): Record<string, Detail> {
  return {
    ip: request.ip,
    method: request.method,
    path: (request.url.split('?')[0] ?? '').slice(0, 200),
  };
}

/**
 * A refused request worth a warn line (issue 13): 401/403 as the security event `access_refused`;
 * 409 as `conflict` with its code, which is how a lost race (a slot filled, a voucher spent, an
 * order changed meanwhile) shows up in the log.
 */
export function logRefusal(request: FastifyRequest, error: { statusCode: number; code: string }): void {
  if (error.statusCode === 401 || error.statusCode === 403) {
    securityEvent(request.log, 'access_refused', {
      status: error.statusCode,
      code: error.code,
      subject: request.verifiedSubject ?? null,
      ...requestFacts(request),
    });
  } else if (error.statusCode === 409) {
    request.log.warn({ conflict: { code: error.code, ...requestFacts(request) } }, `conflict: ${error.code}`);
  }
}
