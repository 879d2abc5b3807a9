/**
 * A TCP relay on a fixed loopback port in front of a local fake service, that can be switched off
 * (connections refused, open ones reset), set to reset every connection it accepts, and on again on
 * the same port: the server under test keeps the one address it was configured with, as it would
 * with a real provider going away and back.
 */
import net from 'node:net';

export interface SwitchableProxy {
  port: number;
  url: string;
  off(): Promise<void>;
  on(): Promise<void>;
  /** While true, every accepted connection is reset at once (TCP RST), before any answer. */
  resetting: boolean;
  close(): Promise<void>;
}

export async function startSwitchableProxy(targetPort: number, port: number): Promise<SwitchableProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((client) => {
        if (relay.resetting) {
          client.resetAndDestroy();
          return;
        }
        const upstream = net.connect(targetPort, '127.0.0.1');
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve();
      });
    });

  const off = async () => {
    const current = server;
    server = null;
    for (const s of sockets) s.resetAndDestroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  const relay: SwitchableProxy = {
    port,
    url: `http://127.0.0.1:${port}`,
    off,
    on: async () => {
      if (!server) await listen();
    },
    resetting: false,
    close: off,
  };
  await listen();
  return relay;
}
