/**
 * The security headers every answer starts with (security R11, P38), the values helmet's defaults
 * give with the shop's options: a strict CSP for API answers (pages set their own), no framing, no
 * MIME sniffing, referrer kept to our origin, HSTS in production.
 *
 * They are the same for every request, so they are made once. @fastify/helmet built helmet's
 * middleware anew on every request, parsing the CSP each time: about 10 % of the CPU of a trivial
 * route (performance A2, docs/decisions/0086). headers.test.ts checks these values against what
 * @fastify/helmet sends with the same options, so a difference shows as a failing test.
 */

const API_CSP = [
  "default-src 'none'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' https: 'unsafe-inline'",
  'upgrade-insecure-requests',
].join(';');

/** The headers, as [name, value] pairs in helmet's order. */
export function securityHeaders(options: { production: boolean }): ReadonlyArray<readonly [string, string]> {
  return [
    ['content-security-policy', API_CSP],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(options.production ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as const] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

/**
 * The options the shop gave @fastify/helmet before these values were made once: kept for the test
 * that compares the two.
 */
export const HELMET_OPTIONS = (production: boolean) => ({
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : (false as const),
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginEmbedderPolicy: false,
});
