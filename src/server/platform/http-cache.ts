import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './cache';

/**
 * Sends a cacheable public read: a strong ETag, a short max-age, and 304 with an empty body when
 * the client already holds this version (performance A3).
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  maxAgeSeconds = 30,
): FastifyReply {
  reply.header('etag', body.etag);
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=60`);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === body.etag)) {
    return reply.status(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body.json);
}
