import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductSlugParams, StoreProductListQuery } from '../../../contracts/catalog';
import { IdParams } from '../../../contracts/common';
import { sendCachedJson } from '../../platform/http-cache';
import type { CatalogService } from './catalog.service';

/** Public catalogue reads (spec storefront section 7). */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get('/api/products', { schema: { querystring: StoreProductListQuery } }, async (request, reply) =>
    sendCachedJson(request, reply, await catalog.bodies.products(request.query)),
  );

  app.get('/api/products/slug/:slug', { schema: { params: ProductSlugParams } }, async (request, reply) =>
    sendCachedJson(request, reply, await catalog.bodies.productBySlug(request.params.slug)),
  );

  app.get('/api/products/:id/variants', { schema: { params: IdParams } }, async (request, reply) =>
    sendCachedJson(request, reply, await catalog.bodies.variants(request.params.id)),
  );

  app.get('/api/categories', async (request, reply) =>
    sendCachedJson(request, reply, await catalog.bodies.categories()),
  );

  app.get('/api/categories/homepage', async (request, reply) =>
    sendCachedJson(request, reply, await catalog.bodies.homepageCategories()),
  );
};
