import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  MAX_UPLOAD_BYTES,
  ProductImageResult,
  RegisterProductImage,
  UPLOAD_TIME_LIMIT_SECONDS,
  UploadRequest,
  UploadUrlResult,
} from '../../../contracts/admin-catalog';
import { ApiError, NoContent } from '../../../contracts/common';
import { actorOf, requireAdmin } from '../../platform/auth/request-auth';
import { NotFound } from '../../platform/errors';
import { LOCAL_UPLOAD_PATH } from '../../platform/storage/local-storage';
import type { UploadsService } from './uploads.service';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 503: ApiError };

/**
 * Image uploads (admin section 7): `POST /api/objects/upload` and `PUT /api/product-images` are
 * admin calls outside /api/admin, so each route checks the admin itself (401/403) before anything.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.post(
    '/api/objects/upload',
    {
      onRequest: requireAdmin,
      config: { cache: 'no-store' },
      schema: { body: UploadRequest.nullish(), response: { 200: UploadUrlResult, ...errors } },
    },
    async (request) => uploads.issue(request.body ?? {}),
  );

  app.put(
    '/api/product-images',
    {
      onRequest: requireAdmin,
      config: { cache: 'no-store' },
      schema: { body: RegisterProductImage, response: { 200: ProductImageResult, ...errors } },
    },
    async (request) => uploads.register(actorOf(request), request.body.imageURL),
  );

  // The served copies: immutable (a new photo gets a new name), typed, never sniffed.
  app.get(
    '/objects/products/:file',
    { schema: { params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const object = await uploads.open(request.params.file);
      if (!object) throw new NotFound('Image not found');
      reply
        .header('content-type', object.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        // A name never changes content (a new photo gets a new name), so the name is the version.
        .header('etag', `"${request.params.file}"`);
      if (request.headers['if-none-match'] === `"${request.params.file}"`) {
        object.body.destroy();
        return reply.status(304).send();
      }
      if (object.size !== null) reply.header('content-length', object.size);
      return reply.send(object.body);
    },
  );

  // Local disk only: where the browser PUTs the bytes. Raw bodies are accepted here and nowhere else.
  if (uploads.storageKind === 'local') {
    await app.register(async (plugin) => {
      const raw = plugin.withTypeProvider<ZodTypeProvider>();
      // The body is not read here: the handler checks the link first, then streams the bytes to
      // disk as they arrive (issue 20: a 10 MB photo is never held in memory). The stream sits in
      // a private field, so the NUL guard's walk of bodies finds no keys to walk.
      raw.addContentTypeParser('*', (_request, payload, done) => done(null, new UploadBody(payload)));
      raw.put(
        `${LOCAL_UPLOAD_PATH}/:id`,
        {
          // The size limit is the link's own, counted while the bytes are written (uploads.service.ts).
          bodyLimit: MAX_UPLOAD_BYTES,
          // The minutes a slow phone line needs for 10 MB; every other body gets 30 s.
          config: { bodyDeadlineMs: UPLOAD_TIME_LIMIT_SECONDS * 1000 },
          schema: {
            params: z.object({ id: z.uuid() }),
            response: { 204: NoContent, ...errors, 413: ApiError, 415: ApiError },
          },
        },
        async (request, reply) => {
          try {
            await uploads.acceptLocalUpload(
              request.params.id,
              request.query as Record<string, unknown>,
              request.headers['content-type'],
              request.headers['content-length'],
              (request.body as UploadBody | undefined)?.stream ?? request.raw,
            );
          } catch (error) {
            // A refused body is not read to its end: the connection closes after the answer
            // instead of waiting for (up to) 10 MB nobody will keep.
            if (!request.raw.complete) reply.header('connection', 'close');
            throw error;
          }
          return reply.status(204).header('cache-control', 'no-store').send(undefined);
        },
      );
    });
  }
};

/** An upload's body, unread: the stream is private, so nothing walks it as if it were fields. */
class UploadBody {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  get stream(): Readable {
    return this.#stream;
  }
}
