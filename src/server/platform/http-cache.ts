import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BodyEncoding, CachedBody } from './cache';

/** Smaller than this, compressing costs more than it saves (as @fastify/compress's threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The encoding to send, from the request's Accept-Encoding: brotli when accepted, else gzip, else
 * none. A q-value of 0 refuses an encoding; `*` accepts both.
 */
export function chooseEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: BodyEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

export interface CachedSendOptions {
  /** The Content-Type sent with the body. */
  type: string;
  cacheControl: string;
}

/**
 * Sends a cached body with its ETag: 304 with an empty body when the client already holds this
 * version (performance A3), else the body in the encoding the client asks for, compressed once
 * per version (cache.ts), never per request.
 */
export async function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  options: CachedSendOptions,
): Promise<FastifyReply> {
  reply.header('etag', body.etag);
  reply.header('cache-control', options.cacheControl);
  reply.header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === body.etag)) {
    return reply.status(304).send();
  }
  // After the 304: the client's copy already holds these headers, and the ETag it matched covers them.
  if (body.headers) reply.headers(body.headers);
  reply.type(options.type);
  const encoding = body.text.length >= COMPRESS_FROM_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.text);
  // A Content-Encoding already set tells @fastify/compress to leave the body alone.
  return reply.header('content-encoding', encoding).send(await body.encoded(encoding));
}

/** A cacheable public read of the API: JSON with a short max-age. */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  maxAgeSeconds = 30,
): Promise<FastifyReply> {
  return sendCachedBody(request, reply, body, {
    type: 'application/json; charset=utf-8',
    cacheControl: `public, max-age=${maxAgeSeconds}, stale-while-revalidate=60`,
  });
}
