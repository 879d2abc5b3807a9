/**
 * A baseline for `npm run bench`, run as its own process like the shop: a bare `node:http` server
 * that answers each path with bytes and headers captured from the shop beforehand (one variant per
 * Accept-Encoding the load generator sends), so shop and baseline put the same bytes on the wire
 * and the ratio measures only the shop's work per request.
 *
 *   node scripts/bench/static-server.mjs <fixture.json> <port>
 *
 * The fixture: { "<path>": { "<accept-encoding>": { "status": 200, "headers": [[name, value]…], "body": "<base64>" } } }
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [fixtureFile, portArg] = process.argv.slice(2);
const fixture = JSON.parse(readFileSync(fixtureFile, 'utf8'));

// Everything is prepared once: a request only looks its answer up.
const answers = new Map();
for (const [path, variants] of Object.entries(fixture)) {
  for (const [encoding, answer] of Object.entries(variants)) {
    const body = Buffer.from(answer.body, 'base64');
    const headers = answer.headers.filter(([name]) => name !== 'content-length');
    headers.push(['content-length', String(body.length)]);
    answers.set(`${path}\n${encoding}`, { status: answer.status, headers: headers.flat(), body });
  }
}

const server = createServer((req, res) => {
  const answer =
    answers.get(`${req.url}\n${req.headers['accept-encoding'] ?? 'identity'}`) ?? answers.get(`${req.url}\nidentity`);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.keepAliveTimeout = 30_000;
server.listen(Number(portArg), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
