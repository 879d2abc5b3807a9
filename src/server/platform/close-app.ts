/**
 * Closing the app without waiting on idle kept-alive sockets. Fastify ends the idle ones once, as
 * close begins; a connection whose answer was still being sent at that moment goes idle a moment
 * later and would then hold close open for the whole keep-alive timeout (72 s). Both the stopping
 * server (main.ts) and the tests' apps close through here.
 */
import type { FastifyInstance } from 'fastify';

const REAP_EVERY_MS = 100;

export async function closeApp(app: FastifyInstance): Promise<void> {
  const reap = setInterval(() => app.server.closeIdleConnections(), REAP_EVERY_MS).unref();
  try {
    await app.close();
  } finally {
    clearInterval(reap);
  }
}
