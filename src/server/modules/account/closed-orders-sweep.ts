/**
 * The sweep that finishes an account deletion (docs/decisions/0104): orders a deleted customer
 * still had to come kept their name and contact details for the kitchen, the driver and the
 * counter; once such an order is delivered, collected or cancelled, the sweep removes them.
 * Every copy of the shop may run it: the update is idempotent.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { anonymiseClosedOrdersOfDeletedAccounts } from './account-deletion.repository';

/** Often enough that a closed order of a deleted account keeps its details for minutes, not days. */
export const CLOSED_ORDERS_SWEEP_MS = 10 * 60_000;

/** Runs the sweep when the app is ready and then every CLOSED_ORDERS_SWEEP_MS, until it closes. */
export function registerClosedOrdersSweep(app: FastifyInstance, db: Db): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = anonymiseClosedOrdersOfDeletedAccounts(db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'anonymising closed orders of deleted accounts failed: retried on the next sweep');
    });
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, CLOSED_ORDERS_SWEEP_MS).unref();
  });
  // The database closes after the app: a sweep under way finishes first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
