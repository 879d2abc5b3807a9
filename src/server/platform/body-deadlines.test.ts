/**
 * Per-route body deadlines (issue 20, "Photos from a phone stall"; P47): the photo upload may take
 * the minutes a slow line needs for 10 MB, while every other body is still cut off at the
 * ordinary limit. Shown by order, not by time: two bodies dripped at the same pace, the ordinary
 * one is cut off while the long one is still arriving, and the long one then completes.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_TIME_LIMIT_SECONDS } from '../../contracts/admin-catalog';
import { createTestApp } from '../test/test-app';
import { ORDINARY_BODY_DEADLINE_MS, registerBodyDeadlines } from './body-deadlines';

/** A slow phone line's upload speed: a weak 3G or rural connection, in bits a second. */
const SLOW_LINE_BITS_PER_SECOND = 300_000;

describe('the limits chosen', () => {
  it('give a 10 MB photo the time a slow line needs, and keep 30 s for everything else', () => {
    expect((MAX_UPLOAD_BYTES * 8) / SLOW_LINE_BITS_PER_SECOND).toBeLessThanOrEqual(UPLOAD_TIME_LIMIT_SECONDS);
    expect(ORDINARY_BODY_DEADLINE_MS).toBe(30_000);
  });

  it('are what the real app runs with: the server allows the upload its minutes', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.server.requestTimeout).toBeGreaterThanOrEqual(UPLOAD_TIME_LIMIT_SECONDS * 1000);
    } finally {
      await t.close();
    }
  });
});

describe('a body dripped slowly', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    // The real hook with a short ordinary limit, so the test waits a moment, not 30 s.
    app = Fastify({ requestTimeout: 120_000 });
    registerBodyDeadlines(app, 300);
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    app.get('/plain', async () => ({ ok: true }));
    app.put('/ordinary', async (request) => ({ bytes: (request.body as Buffer).length }));
    app.put('/long', { config: { bodyDeadlineMs: 120_000 } }, async (request) => ({
      bytes: (request.body as Buffer).length,
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  /** A PUT whose body the test sends piece by piece; `answer` settles with the status or the cut. */
  function slowPut(path: string, total: number) {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'PUT',
      agent: false,
      headers: { 'content-type': 'application/octet-stream', 'content-length': total },
    });
    let closed = false;
    const answer = new Promise<{ status: number | 'cut off'; body: string }>((resolve) => {
      request.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
        res.on('error', () => resolve({ status: res.statusCode!, body }));
      });
      request.on('error', () => resolve({ status: 'cut off', body: '' }));
    });
    void answer.then(() => (closed = true));
    request.flushHeaders();
    return { request, answer, isClosed: () => closed };
  }

  it('cuts the ordinary route off while the upload route keeps receiving, then takes the whole upload', async () => {
    const total = 64 * 1024;
    const piece = Buffer.alloc(256, 1);
    const ordinary = slowPut('/ordinary', total);
    const long = slowPut('/long', total);
    let sent = 0;
    // The same pace for both, until the server ends the ordinary one (it never gets all its bytes).
    while (!ordinary.isClosed()) {
      ordinary.request.write(piece);
      long.request.write(piece);
      sent += piece.length;
      expect(sent).toBeLessThan(total);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const cut = await ordinary.answer;
    expect([408, 'cut off']).toContain(cut.status);
    expect(long.isClosed()).toBe(false);

    long.request.end(Buffer.alloc(total - sent, 1));
    const done = await long.answer;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body)).toEqual({ bytes: total });
  });

  it('ends an injected request whose body never comes without throwing (app.inject has no real socket)', async () => {
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      const never = new Readable({ read() {} }); // a body that never ends
      const answer = await app
        .inject({
          method: 'PUT',
          url: '/ordinary',
          headers: { 'content-type': 'application/octet-stream', 'content-length': '10' },
          payload: never,
        })
        .then(
          (res) => res.statusCode,
          () => 'ended',
        );
      expect(never.destroyed || answer !== 200).toBe(true);
      expect(answer).not.toBe(200);
      expect(errors).toEqual([]);
    } finally {
      process.off('uncaughtException', onError);
    }
  });

  it('answers a request without a body as before (no timer is needed for it)', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/plain`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
