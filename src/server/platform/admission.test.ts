/**
 * Admission control (decision 0215): with a small limit held full by requests still sending their
 * bodies, the next API request is refused at once with 503, Retry-After and the busy message, and
 * changes nothing; health and readiness still answer; once the held requests end, requests are
 * admitted again.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../test/db-fingerprint';
import { createListeningTestApp, type ListeningTestApp } from '../test/listening-app';
import { BUSY_CODE, BUSY_MESSAGE } from './admission';
import { counts } from './metrics/counters';

let t: ListeningTestApp;

beforeAll(async () => {
  t = await createListeningTestApp({ ADMISSION_MAX_IN_FLIGHT: '2', ADMISSION_RETRY_AFTER_SECONDS: '3' });
});
afterAll(() => t.close());

/** A contact message whose body never finishes arriving: in flight until the socket is destroyed. */
function heldRequest(): Promise<Socket> {
  const { port } = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        'POST /api/contact HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"name":',
      );
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

/** Asks until the answer's status is `status` (the held requests reach the server in their own time). */
async function until(status: number, url = '/api/business-settings') {
  for (;;) {
    const res = await fetch(`${t.baseUrl}${url}`);
    if (res.status === status) return res;
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('admission control', () => {
  it('refuses with 503 and Retry-After while the limit is full, then admits again', async () => {
    expect((await fetch(`${t.baseUrl}/api/business-settings`)).status).toBe(200);
    const refusedBefore = counts().admission.refused;
    const held = [await heldRequest(), await heldRequest()];

    const busy = await until(503);
    expect(busy.headers.get('retry-after')).toBe('3');
    expect(busy.headers.get('cache-control')).toBe('no-store');
    expect(busy.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await busy.json()).toMatchObject({ code: BUSY_CODE, message: BUSY_MESSAGE });
    expect(counts().admission.refused).toBeGreaterThan(refusedBefore);

    // A refused write is refused before its route: nothing is written.
    const write = await fetch(`${t.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Busy', email: 'busy@example.com', subject: 'Hi', message: 'Busy shop' }),
    });
    expect(write.status).toBe(503);
    const [row] = await rowsOf<{ n: number }>(t, "select count(*)::int as n from contact_messages where name = 'Busy'");
    expect(row!.n).toBe(0);

    // A load balancer still sees the copy alive, and ready in readiness's own words (a busy
    // refusal there failed its response contract: 500).
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
    const ready = await fetch(`${t.baseUrl}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'up' });

    for (const socket of held) socket.destroy();
    await until(200);
  });
});
