/**
 * Security events (security R15): one structured warn line each, `{ security: { event, ... } }`
 * with the request id that the request's logger adds. Callers pass identifiers only (a subject,
 * an intent id, amounts in cents, an address): never a token, card data, a full address or what
 * a customer typed.
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
