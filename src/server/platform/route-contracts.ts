import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, so a test can check that each JSON route declares its answers. */
    routeContracts: readonly RouteOptions[];
  }
}

/** Records the options of every route added after this call: call it before any route is registered. */
export function recordRouteContracts(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.decorate('routeContracts', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
}
