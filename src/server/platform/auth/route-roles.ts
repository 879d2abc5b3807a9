/**
 * The role each /api/admin route declares (`config: { role: 'owner' | 'staff' }`, decision 0195),
 * read from the app's route table, so a test can fail by name on a route that declares none.
 */
import type { RouteOptions } from 'fastify';
import type { StaffRole } from './actor';

export interface AdminRouteRole {
  /** `METHOD /path`, as the route was registered. */
  name: string;
  method: string;
  url: string;
  role: StaffRole | undefined;
}

const ROLES: readonly StaffRole[] = ['owner', 'staff'];

/** Every method of every /api/admin route (HEAD left out: it answers as its GET), with its role. */
export function adminRouteRoles(routes: readonly RouteOptions[]): AdminRouteRole[] {
  return routes
    .filter((route) => route.url === '/api/admin' || route.url.startsWith('/api/admin/'))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => {
          const role = (route.config as { role?: unknown } | undefined)?.role;
          return {
            name: `${method} ${route.url}`,
            method,
            url: route.url,
            role: ROLES.includes(role as StaffRole) ? (role as StaffRole) : undefined,
          };
        }),
    );
}

/** `METHOD /path` of each admin route without a valid declared role. */
export const adminRoutesWithoutRole = (routes: readonly RouteOptions[]): string[] =>
  adminRouteRoles(routes)
    .filter((route) => !route.role)
    .map((route) => route.name);
