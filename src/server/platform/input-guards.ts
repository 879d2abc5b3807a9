/**
 * A NUL character (`\u0000`) is refused in every body, query and path parameter before any schema
 * or handler sees it (security R5): PostgreSQL text cannot store it, so it could only end as a
 * 500, and no field of this shop has a use for it.
 */
import type { FastifyInstance } from 'fastify';
import { BadRequest } from './errors';

const MAX_DEPTH = 32;

/** The common prototype of every typed array (Buffer, Uint8Array, ...). */
const TypedArray = Object.getPrototypeOf(Uint8Array) as abstract new () => object;

/**
 * Binary bodies (the photo upload's Buffer) are bytes for a file, never text for the database,
 * and are not walked: walking one item by item cost seconds of the whole shop per photo (issue
 * 20), and no input check may cost more than reading the bytes.
 */
const isBinary = (value: object) =>
  value instanceof TypedArray || value instanceof ArrayBuffer || value instanceof DataView;

const showKey = (key: string) => key.replaceAll('\u0000', '\\0');

/** The keys from the top down to the first string (value or key) holding a NUL, or null. */
function nulKeys(value: unknown, depth: number): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || isBinary(value)) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = nulKeys(value[index], depth + 1);
      if (found) return [String(index), ...found];
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    if (key.includes('\u0000')) return [showKey(key)];
    // The path is made only for the one field found, not for every field passed.
    const found = nulKeys((value as Record<string, unknown>)[key], depth + 1);
    if (found) return [showKey(key), ...found];
  }
  return null;
}

/** The dotted path of the first string (value or key) holding a NUL, or null. */
export function findNul(value: unknown, where: string): string | null {
  const keys = nulKeys(value, 0);
  return keys && [where, ...keys].join('.');
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
