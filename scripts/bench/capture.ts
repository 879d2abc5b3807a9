/**
 * Captures the shop's answers byte for byte (no decompression) with their headers, per
 * Accept-Encoding, into a fixture that static-server.mjs replays.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** What the load generator sends: a browser's Accept-Encoding, and none at all. */
export const ENCODINGS = { browser: 'br, gzip', identity: 'identity' } as const;
export type EncodingName = keyof typeof ENCODINGS;

// Hop-by-hop headers belong to the connection, not the answer; node:http sets its own Date.
const SKIPPED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

export interface Captured {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!.toLowerCase();
          if (!SKIPPED.has(name)) pairs.push([name, res.rawHeaders[i + 1]!]);
        }
        resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
  });
}

export interface Variant {
  encoding: string;
  contentEncoding: string;
  bytes: number;
  headerBytes: number;
}

/** Captures `paths` in every encoding into `dir/<name>.json`; returns the file and what was seen. */
export async function captureFixture(
  base: string,
  paths: string[],
  dir: string,
  name: string,
): Promise<{ file: string; variants: Record<string, Variant[]> }> {
  const fixture: Record<string, Record<string, unknown>> = {};
  const variants: Record<string, Variant[]> = {};
  for (const urlPath of paths) {
    fixture[urlPath] = {};
    variants[urlPath] = [];
    for (const encoding of Object.values(ENCODINGS)) {
      const answer = await fetchRaw(`${base}${urlPath}`, { 'accept-encoding': encoding });
      if (answer.status !== 200) throw new Error(`${urlPath} (${encoding}) answered ${answer.status}`);
      fixture[urlPath][encoding] = {
        status: answer.status,
        headers: answer.headers,
        body: answer.body.toString('base64'),
      };
      variants[urlPath].push({
        encoding,
        contentEncoding: answer.headers.find(([n]) => n === 'content-encoding')?.[1] ?? 'identity',
        bytes: answer.body.length,
        headerBytes: answer.headers.reduce((sum, [n, v]) => sum + n.length + v.length + 4, 0),
      });
    }
  }
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(fixture));
  return { file, variants };
}
