import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartItemParams,
  CartSessionHeaders,
  CartSessionParams,
  StoreAddCartItem,
  StoreUpdateCartItem,
} from '../../../contracts/cart';
import type { CartService } from './cart.service';

/**
 * The session's cart (storefront section 7). Every call names its session: `sessionId` in the
 * body, or the `X-Cart-Session` header, or (GET only) the path segment.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService; writeLimit: object }> = async (
  app,
  { cart, writeLimit },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/cart', { schema: { headers: CartSessionHeaders } }, async (request) =>
    cart.list(request.headers['x-cart-session']),
  );

  app.get('/api/cart/:sessionId', { schema: { params: CartSessionParams } }, async (request) =>
    cart.list(request.params.sessionId),
  );

  app.post(
    '/api/cart',
    { schema: { body: StoreAddCartItem }, config: { rateLimit: writeLimit } },
    async (request, reply) => reply.status(201).send(await cart.addItem(request.body)),
  );

  app.post(
    '/api/cart/featured',
    { schema: { body: StoreAddCartItem }, config: { rateLimit: writeLimit } },
    async (request, reply) => reply.status(201).send(await cart.addFeaturedItem(request.body)),
  );

  app.put(
    '/api/cart/:itemId',
    {
      schema: { params: CartItemParams, headers: CartSessionHeaders, body: StoreUpdateCartItem },
      config: { rateLimit: writeLimit },
    },
    async (request, reply) => {
      const updated = await cart.updateQuantity(
        request.headers['x-cart-session'],
        request.params.itemId,
        request.body.quantity,
      );
      return updated ? updated : reply.status(204).send();
    },
  );

  app.delete(
    '/api/cart/:itemId',
    { schema: { params: CartItemParams, headers: CartSessionHeaders }, config: { rateLimit: writeLimit } },
    async (request, reply) => {
      await cart.remove(request.headers['x-cart-session'], request.params.itemId);
      return reply.status(204).send();
    },
  );
};
