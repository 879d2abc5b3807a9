/**
 * A NUL character (`\u0000`) is refused in every body, query and path parameter before any schema
 * or handler sees it (security R5): PostgreSQL text cannot store it, so it could only end as a
 * 500, and no field of this shop has a use for it.
 */
import type { FastifyInstance } from 'fastify';
import { BadRequest } from './errors';

const MAX_DEPTH = 32;

/** The dotted path of the first string (value or key) holding a NUL, or null. */
export function findNul(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? where : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const path = `${where}.${key.replaceAll('\u0000', '\\0')}`;
    if (key.includes('\u0000')) return path;
    const found = findNul(item, path, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerNulGuard(app: FastifyInstance): void {
  // Callback-style: it runs on every request, and almost always finds nothing (performance A2).
  app.addHook('preValidation', (request, _reply, done) => {
    const found = findNul(request.params, 'params') ?? findNul(request.query, 'query') ?? findNul(request.body, 'body');
    if (!found) return done();
    const field =
      found
        .split('.')
        .reverse()
        .find((part) => !/^\d+$/.test(part)) ?? found;
    done(
      new BadRequest(`${found}: must not contain a NUL character`, 'VALIDATION_FAILED', {
        [field]: 'must not contain a NUL character',
      }),
    );
  });
}
