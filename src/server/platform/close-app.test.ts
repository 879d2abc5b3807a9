/**
 * Closing an app while an answer is still being sent: once that answer ends, its kept-alive
 * socket is closed and close() finishes, rather than after Fastify's 72 s keep-alive timeout
 * (the hang CI met in request-log.test.ts on a busy machine).
 */
import http from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../test/listening-app';
import { createTestApp, type TestApp } from '../test/test-app';
import { closeApp } from './close-app';
import { allowing } from '@/test/time-limits';

let t: TestApp;
let release: () => void;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // An answer whose headers leave at once and whose body ends when the test says so.
      routes: (app) =>
        app.get('/api/slow-body', (_request, reply) => {
          const body = new Readable({ read() {} });
          body.push('first part;');
          release = () => body.push(null);
          return reply.type('text/plain').send(body);
        }),
    },
  );
});
afterAll(() => t?.database.destroy());

it(
  'ends a kept-alive socket whose answer finished after close began, so close() returns',
  async () => {
    const port = await freePort();
    await t.app.listen({ port, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`http://127.0.0.1:${port}/api/slow-body`, { agent }, resolve).on('error', reject),
    );
    expect(response.headers.connection).toBe('keep-alive');
    const body = new Promise<string>((resolve) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve(text));
    });

    const closed = closeApp(t.app).then(() => 'closed' as const);
    // The body ends only once the server has stopped listening, i.e. after close ended the idle sockets.
    while (t.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    expect(await body).toBe('first part;');
    // Without the reaping the socket stays open for the 72 s keep-alive, far past this bound.
    const bound = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 10_000).unref());
    expect(await Promise.race([closed, bound])).toBe('closed');
    agent.destroy();
  },
  allowing(20_000),
);
