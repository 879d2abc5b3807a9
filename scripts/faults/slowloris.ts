/**
 * Slow clients (P47), as slowloris does: sockets that send a request's headers a few bytes at a
 * time and never finish them. Records when the server closes each one; whatever is still open at
 * the end is closed by us and counted as not cut off.
 */
import net from 'node:net';

export interface SlowlorisResult {
  sockets: number;
  closedByServer: number;
  /** Of those, how many got an HTTP answer first (Node answers 408 on a headers timeout). */
  answered408: number;
  /** Milliseconds from opening to the server closing it. */
  closedAfterMs: number[];
}

export function slowloris(port: number, count: number, everyMs: number, limitMs: number): Promise<SlowlorisResult> {
  return new Promise((resolve) => {
    const result: SlowlorisResult = { sockets: count, closedByServer: 0, answered408: 0, closedAfterMs: [] };
    const open = new Set<net.Socket>();
    const timers = new Set<NodeJS.Timeout>();
    let finished = false;

    const finish = () => {
      if (finished) return;
      finished = true;
      for (const t of timers) clearInterval(t);
      for (const s of open) s.destroy();
      resolve(result);
    };

    for (let i = 0; i < count; i += 1) {
      const opened = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      open.add(socket);
      let line = 0;
      socket.on('connect', () => {
        socket.write(`GET /api/products HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
        const drip = setInterval(() => {
          if (!socket.destroyed) socket.write(`X-Slow-${line++}: ${'a'.repeat(8)}\r\n`);
        }, everyMs);
        timers.add(drip);
        socket.once('close', () => clearInterval(drip));
      });
      socket.on('data', (chunk: Buffer) => {
        if (chunk.toString('latin1').startsWith('HTTP/1.1 408')) result.answered408 += 1;
      });
      socket.on('error', () => {});
      socket.once('close', () => {
        if (finished) return;
        open.delete(socket);
        result.closedByServer += 1;
        result.closedAfterMs.push(Date.now() - opened);
        if (open.size === 0) finish();
      });
    }
    setTimeout(finish, limitMs);
  });
}
