import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProductSlugParams,
  StoreCategoryList,
  StoreProduct,
  StoreProductList,
  StoreProductListQuery,
  StoreRelatedProducts,
  StoreVariantList,
} from '../../../contracts/catalog';
import { ApiError, IdParams, NoContent } from '../../../contracts/common';
import { sendCachedJson } from '../../platform/http-cache';
import type { CatalogService } from './catalog.service';

/**
 * Public catalogue reads (spec storefront section 7). The 200 bodies are sent pre-serialised with
 * an ETag, so Fastify's serializer does not run on them: the service builds each body through the
 * same contract declared here (`toCachedBody`), which is what keeps `adminNotes` off the wire.
 * 304 (the client's copy is current) has no body.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/products',
    {
      schema: {
        querystring: StoreProductListQuery,
        response: { 200: StoreProductList, 304: NoContent, 400: ApiError, 429: ApiError },
      },
      // A search (a non-empty `search`) is limited per address and second (R12); a plain listing is not.
      config: { addressLimit: 'searches' },
    },
    async (request, reply) => sendCachedJson(request, reply, await catalog.bodies.products(request.query)),
  );

  app.get(
    '/api/products/slug/:slug',
    {
      schema: {
        params: ProductSlugParams,
        response: { 200: StoreProduct, 304: NoContent, 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, await catalog.bodies.productBySlug(request.params.slug)),
  );

  app.get(
    '/api/products/:id/variants',
    {
      schema: { params: IdParams, response: { 200: StoreVariantList, 304: NoContent, 400: ApiError, 404: ApiError } },
    },
    async (request, reply) => sendCachedJson(request, reply, await catalog.bodies.variants(request.params.id)),
  );

  // The strips under a product page, so the page needs a few products rather than the catalogue.
  app.get(
    '/api/products/:id/related',
    {
      schema: {
        params: IdParams,
        response: { 200: StoreRelatedProducts, 304: NoContent, 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, await catalog.bodies.related(request.params.id)),
  );

  app.get(
    '/api/categories',
    { schema: { response: { 200: StoreCategoryList, 304: NoContent } } },
    async (request, reply) => sendCachedJson(request, reply, await catalog.bodies.categories()),
  );

  app.get(
    '/api/categories/homepage',
    { schema: { response: { 200: StoreCategoryList, 304: NoContent } } },
    async (request, reply) => sendCachedJson(request, reply, await catalog.bodies.homepageCategories()),
  );
};
