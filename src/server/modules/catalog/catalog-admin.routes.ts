import { actorOf } from '../../platform/auth/request-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCategory,
  AdminDeleted,
  AdminDeleteProductResult,
  AdminProduct,
  AdminProductList,
  AdminReorderProducts,
  AdminReorderResult,
  AdminSaveCategory,
  AdminSaveProduct,
  AdminSaveVariant,
  AdminUpdateVariantEffort,
  AdminVariant,
  AdminVariantList,
} from '../../../contracts/admin-catalog';
import { ApiError, IdParams } from '../../../contracts/common';
import type { CatalogAdminService } from './catalog-admin.service';

/**
 * The admin's catalogue (admin section 7). /api/admin/* is guarded by prefix (request-auth.ts):
 * 401 without a token, 403 for anyone but an admin, before validation or a handler runs.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ catalogAdmin: CatalogAdminService }> = async (
  app,
  { catalogAdmin },
) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

  app.get(
    '/api/admin/products',
    { config: { cache: 'no-store', role: 'owner' }, schema: { response: { 200: AdminProductList, ...errors } } },
    async () => catalogAdmin.listProducts(),
  );

  app.post(
    '/api/admin/products',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { body: AdminSaveProduct, response: { 201: AdminProduct, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await catalogAdmin.createProduct(actorOf(request), request.body)),
  );

  // Registered before /:id so that "reorder" is never read as an id (it would fail the UUID check).
  app.put(
    '/api/admin/products/reorder',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { body: AdminReorderProducts, response: { 200: AdminReorderResult, ...errors } },
    },
    async (request) => catalogAdmin.reorder(actorOf(request), request.body),
  );

  app.put(
    '/api/admin/products/:id',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { params: IdParams, body: AdminSaveProduct, response: { 200: AdminProduct, ...errors } },
    },
    async (request) => catalogAdmin.updateProduct(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/products/:id',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { params: IdParams, response: { 200: AdminDeleteProductResult, ...errors } },
    },
    async (request) => catalogAdmin.deleteProduct(actorOf(request), request.params.id),
  );

  app.get(
    '/api/admin/categories',
    { config: { cache: 'no-store', role: 'owner' }, schema: { response: { 200: z.array(AdminCategory), ...errors } } },
    async () => catalogAdmin.listCategories(),
  );

  app.post(
    '/api/admin/categories',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { body: AdminSaveCategory, response: { 201: AdminCategory, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await catalogAdmin.createCategory(actorOf(request), request.body)),
  );

  app.put(
    '/api/admin/categories/:id',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { params: IdParams, body: AdminSaveCategory, response: { 200: AdminCategory, ...errors } },
    },
    async (request) => catalogAdmin.updateCategory(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { params: IdParams, response: { 200: AdminDeleted, ...errors } },
    },
    async (request) => catalogAdmin.deleteCategory(actorOf(request), request.params.id),
  );

  app.get(
    '/api/admin/products/:id/variants',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { params: IdParams, response: { 200: AdminVariantList, ...errors } },
    },
    async (request) => catalogAdmin.listVariants(request.params.id),
  );

  app.post(
    '/api/admin/products/:id/variants',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { params: IdParams, body: AdminSaveVariant, response: { 201: AdminVariant, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await catalogAdmin.createVariant(actorOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/api/admin/variants/:id',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { params: IdParams, body: AdminUpdateVariantEffort, response: { 200: AdminVariant, ...errors } },
    },
    async (request) =>
      catalogAdmin.updateVariantEffort(actorOf(request), request.params.id, request.body.effortMinutes),
  );

  app.delete(
    '/api/admin/variants/:id',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { params: IdParams, response: { 200: AdminDeleted, ...errors } },
    },
    async (request) => catalogAdmin.deleteVariant(actorOf(request), request.params.id),
  );
};
