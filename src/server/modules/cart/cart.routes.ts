import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CartItemParams,
  CartSessionHeaders,
  CartSessionParams,
  StoreAddCartItem,
  StoreCartLine,
  StoreCartLineQuantity,
  StoreUpdateCartItem,
} from '../../../contracts/cart';
import { ApiError, NoContent } from '../../../contracts/common';
import { BadRequest } from '../../platform/errors';
import type { CartService } from './cart.service';

/**
 * An add names its cart in the body (the spec's shape). A request that also carries an
 * `X-Cart-Session` header naming another cart is refused, so a session's writes land only in the
 * cart its header names (P04).
 */
function sameSession(headers: Record<string, unknown>, sessionId: string): void {
  const header = headers['x-cart-session'];
  if (header !== undefined && header !== sessionId) {
    throw new BadRequest('The cart session in the X-Cart-Session header and in the body differ');
  }
}

/**
 * The session's cart (storefront section 7). Every call names its session: `sessionId` in the
 * body, or the `X-Cart-Session` header, or (GET only) the path segment.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  const read = { 200: z.array(StoreCartLine), 400: ApiError };
  /** What adding a line may answer: 409 for an out-of-stock product, 429 past the write limit. */
  const added = { 201: StoreCartLine, 400: ApiError, 404: ApiError, 409: ApiError, 429: ApiError };

  app.get(
    '/api/cart',
    { config: { cache: 'no-store' }, schema: { headers: CartSessionHeaders, response: read } },
    async (request) => cart.list(request.headers['x-cart-session']),
  );

  app.get(
    '/api/cart/:sessionId',
    { config: { cache: 'no-store' }, schema: { params: CartSessionParams, response: read } },
    async (request) => cart.list(request.params.sessionId),
  );

  app.post(
    '/api/cart',
    { schema: { body: StoreAddCartItem, response: added }, config: { cache: 'no-store', limit: 'cartWrites' } },
    async (request, reply) => {
      sameSession(request.headers, request.body.sessionId);
      return reply.status(201).send(await cart.addItem(request.body));
    },
  );

  app.post(
    '/api/cart/featured',
    { schema: { body: StoreAddCartItem, response: added }, config: { cache: 'no-store', limit: 'cartWrites' } },
    async (request, reply) => {
      sameSession(request.headers, request.body.sessionId);
      return reply.status(201).send(await cart.addFeaturedItem(request.body));
    },
  );

  app.put(
    '/api/cart/:itemId',
    {
      schema: {
        params: CartItemParams,
        headers: CartSessionHeaders,
        body: StoreUpdateCartItem,
        // 204 when quantity 0 removed the line; 400 for a message on a line that is not a cake.
        response: { 200: StoreCartLineQuantity, 204: NoContent, 400: ApiError, 404: ApiError, 429: ApiError },
      },
      config: { cache: 'no-store', limit: 'cartWrites' },
    },
    async (request, reply) => {
      const updated = await cart.updateLine(request.headers['x-cart-session'], request.params.itemId, request.body);
      return updated ? updated : reply.status(204).send();
    },
  );

  app.delete(
    '/api/cart/:itemId',
    {
      schema: {
        params: CartItemParams,
        headers: CartSessionHeaders,
        response: { 204: NoContent, 400: ApiError, 404: ApiError, 429: ApiError },
      },
      config: { cache: 'no-store', limit: 'cartWrites' },
    },
    async (request, reply) => {
      await cart.remove(request.headers['x-cart-session'], request.params.itemId);
      return reply.status(204).send();
    },
  );
};
