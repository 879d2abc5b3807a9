/**
 * The sweep that finishes a deletion runs by itself: when the server is ready (and then on a
 * timer), closed orders of deleted accounts lose the details they kept for fulfilment; open ones
 * keep them. The whole deletion journey is in privacy.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerClosedOrdersSweep } from './closed-orders-sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An order of an account deleted while the order was still to come. */
const keptOrder = async (status: string) => {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      status,
      subtotalCents: 4000,
      totalCents: 4600,
      customerName: 'Ana Tupou',
      customerEmail: 'ana@example.co.nz',
      deliveryPhone: '+64 21 777 1234',
      deliveryAddress: '5 Karangahape Road',
      deliverySuburb: 'Newton',
      deliveryPostalCode: '1010',
      specialInstructions: 'Ring twice',
      stripePaymentIntentId: `pi_${randomUUID()}`,
      anonymiseWhenClosed: true,
    })
    .returning({ id: orders.id });
  return row!.id;
};
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('the closed-orders sweep', () => {
  it('runs when the server is ready: closed orders are anonymised, open ones keep their details', async () => {
    const delivered = await keptOrder('delivered');
    const cancelled = await keptOrder('cancelled');
    const collected = await keptOrder('collected');
    const open = await keptOrder('outfordelivery');
    const waiting = await keptOrder('readyforpickup');

    const app = Fastify();
    registerClosedOrdersSweep(app, t.database.db);
    await app.ready();
    await app.close(); // waits for the sweep under way

    for (const id of [delivered, cancelled, collected]) {
      expect(await orderRow(id)).toMatchObject({
        customerName: 'Deleted customer',
        customerEmail: '',
        deliveryPhone: null,
        deliveryAddress: null,
        deliverySuburb: null,
        deliveryPostalCode: null,
        specialInstructions: null,
        anonymiseWhenClosed: false,
        totalCents: 4600,
      });
    }
    for (const id of [open, waiting]) {
      expect(await orderRow(id)).toMatchObject({
        customerName: 'Ana Tupou',
        deliveryPhone: '+64 21 777 1234',
        deliveryAddress: '5 Karangahape Road',
        anonymiseWhenClosed: true,
      });
    }
  });
});
