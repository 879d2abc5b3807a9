/**
 * GET /api/health (liveness, for a process supervisor): 200 `ok` while the process answers; it
 * asks no dependency, so a database outage never gets a healthy process restarted.
 * GET /api/ready (readiness, for a load balancer): 200 `ready` when the database and the object
 * storage answer, else 503 naming which one is down (docs/decisions/0056-health-and-readiness.md).
 */
import { z } from 'zod';

export const StoreHealth = z.object({ status: z.literal('ok') });
export type StoreHealth = z.infer<typeof StoreHealth>;

const Dependency = z.enum(['up', 'down']);

export const StoreReadiness = z.object({
  status: z.literal('ready'),
  database: Dependency,
  storage: Dependency,
});
export type StoreReadiness = z.infer<typeof StoreReadiness>;

/** The 503: which dependency is down, plus the house's error fields. */
export const StoreNotReady = z.object({
  status: z.literal('unavailable'),
  database: Dependency,
  storage: Dependency,
  message: z.string(),
  code: z.literal('UNAVAILABLE'),
  requestId: z.string(),
});
export type StoreNotReady = z.infer<typeof StoreNotReady>;
