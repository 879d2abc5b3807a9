/**
 * The example balancer must not cut off what the shop itself allows: a photo's body may take
 * UPLOAD_TIME_LIMIT_SECONDS on a slow phone link, and nginx's own 60 s body and proxy timeouts
 * would end it first. Read from the file the cluster test and deploy guide use.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_TIME_LIMIT_SECONDS } from '../../src/contracts/admin-catalog';
import { LOCAL_UPLOAD_PATH } from '../../src/server/platform/storage/local-storage';

const conf = readFileSync(path.resolve(__dirname, '../../deploy/nginx/shop.conf'), 'utf8');

/** The body of `location <prefix> { ... }` (no nested blocks in ours). */
function location(prefix: string): string {
  const start = conf.indexOf(`location ^~ ${prefix}/ {`);
  if (start < 0) throw new Error(`no location for ${prefix}/ in deploy/nginx/shop.conf`);
  return conf.slice(start, conf.indexOf('}', start));
}

/** nginx durations as seconds: "5m", "300s", "300". */
function seconds(value: string): number {
  const [, amount, unit] = /^(\d+)(ms|s|m|h)?$/.exec(value)!;
  return Number(amount) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit ?? 's']!;
}

describe('deploy/nginx/shop.conf and photo uploads', () => {
  it('gives a photo body at least the shop’s own upload time, streamed to the copy', () => {
    const block = location(LOCAL_UPLOAD_PATH);
    for (const directive of ['client_body_timeout', 'proxy_send_timeout', 'proxy_read_timeout']) {
      const value = new RegExp(`${directive} (\\S+);`).exec(block)?.[1];
      expect(value, `${directive} in the upload location`).toBeDefined();
      expect(seconds(value!)).toBeGreaterThanOrEqual(UPLOAD_TIME_LIMIT_SECONDS);
    }
    expect(block).toContain('proxy_request_buffering off;');
  });

  it('lets a 10 MB photo through', () => {
    const size = /client_max_body_size (\d+)m;/.exec(conf)?.[1];
    expect(Number(size)).toBeGreaterThan(10);
  });
});
