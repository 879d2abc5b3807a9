/**
 * Admission on the event loop's delay (decision 0227): on the embedded database a rush starves the
 * loop itself, so the in-flight count never fills. With requests of its own in flight and the loop
 * running late, the shop answers a new API request 503 BUSY with Retry-After and changes nothing;
 * a late loop with little in flight (the machine's load, not ours) refuses nobody, and a customer
 * finishing a checkout is let through.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../test/db-fingerprint';
import { createListeningTestApp, type ListeningTestApp } from '../test/listening-app';
import { BUSY_CODE, BUSY_MESSAGE, LOOP_DELAY_MIN_IN_FLIGHT } from './admission';
import { counts } from './metrics/counters';

let t: ListeningTestApp;

beforeAll(async () => {
  t = await createListeningTestApp({
    ADMISSION_MAX_IN_FLIGHT: '100',
    ADMISSION_MAX_LOOP_DELAY_MS: '50',
    ADMISSION_RETRY_AFTER_SECONDS: '2',
  });
});
afterAll(() => t.close());

function opened(): Promise<Socket> {
  const { port } = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** A contact message whose body never finishes arriving: in flight until the socket is destroyed. */
async function heldRequest(): Promise<Socket> {
  const socket = await opened();
  socket.write(
    'POST /api/contact HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"name":',
  );
  return socket;
}

/** Reads one whole answer from `socket`: its status, headers and JSON body. */
function answerOn(socket: Socket): Promise<{ status: number; headers: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const [head, body] = text.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? NaN);
      if (body !== undefined && Buffer.byteLength(body) >= length) {
        resolve({ status: Number(head!.split(' ')[1]), headers: head!.toLowerCase(), body: JSON.parse(body) });
      }
    });
    socket.on('error', reject);
  });
}

/**
 * Sends a POST on a fresh socket, then holds this thread (and so the server's loop, in this same
 * process) for `ms` before the server can read it: the request arrives at a late loop.
 */
async function postAfterStall(ms: number, path: string, payload: unknown) {
  const socket = await opened();
  const body = JSON.stringify(payload);
  const answer = answerOn(socket);
  socket.write(
    `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The stall itself: a synchronous task as long as a rush's backlog of work.
  }
  try {
    return await answer;
  } finally {
    socket.destroy();
  }
}

const contactAfterStall = (ms: number, name: string) =>
  postAfterStall(ms, '/api/contact', {
    name,
    email: 'stall@example.com',
    subject: 'Hi',
    message: 'Sent to a late loop',
  });

const messagesNamed = async (name: string) =>
  (await rowsOf<{ n: number }>(t, `select count(*)::int as n from contact_messages where name = '${name}'`))[0]!.n;

/**
 * Asks until a request is admitted: the loop has caught up with any earlier stall, and since the
 * held requests' headers were on loopback before, the server has read them and counts them in flight.
 */
async function untilAdmitted() {
  for (;;) {
    const res = await fetch(`${t.baseUrl}/api/business-settings`);
    await res.arrayBuffer();
    if (res.status === 200) return;
  }
}

describe('admission on the event loop delay', () => {
  it('admits a request at a late loop when little of its own is in flight', async () => {
    const answer = await contactAfterStall(600, 'Stall alone');
    expect(answer.status).toBe(201);
    expect(await messagesNamed('Stall alone')).toBe(1);
  });

  it('refuses a new request with 503 BUSY and Retry-After at a late loop with requests in flight, and writes nothing', async () => {
    const held = await Promise.all(Array.from({ length: LOOP_DELAY_MIN_IN_FLIGHT }, () => heldRequest()));
    await untilAdmitted();
    const before = counts().admission;

    const answer = await contactAfterStall(600, 'Stall busy');

    expect(answer.status).toBe(503);
    expect(answer.headers).toContain('retry-after: 2');
    expect(answer.headers).toContain('cache-control: no-store');
    expect(answer.body).toMatchObject({ code: BUSY_CODE, message: BUSY_MESSAGE });
    expect(counts().admission['event-loop']).toBeGreaterThan(before['event-loop']);
    expect(counts().admission['in-flight']).toBe(before['in-flight']);
    expect(await messagesNamed('Stall busy')).toBe(0);

    // A customer finishing a checkout is not refused on the loop's delay: the confirm reaches its
    // route, whose sign-in check answers 401 for this anonymous call, not 503.
    const before2 = counts().admission['event-loop'];
    const confirm = await postAfterStall(600, '/api/confirm-order', {});
    expect(confirm.status).toBe(401);
    expect(counts().admission['event-loop']).toBe(before2);

    // A load balancer still sees the copy alive, and once the loop keeps up again requests are admitted.
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
    for (const socket of held) socket.destroy();
    await untilAdmitted();
  });
});
