/**
 * The supply-chain gate fails when it should (P42): the same script `npm test` runs, pointed at
 * temporary files. The fake secrets are put together at run time, so this file does not itself
 * look like it holds one (the gate scans it too).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'supply-chain.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'supply-chain-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function gate(check: 'lockfile' | 'secrets', file: string, content: string) {
  const target = path.join(dir, file);
  writeFileSync(target, content);
  const result = spawnSync(process.execPath, [script, check, target], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A lock file with one package resolved from `resolved`. */
const lockWith = (resolved: string) =>
  JSON.stringify({
    name: 'probe',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'probe', dependencies: { 'left-pad': '1.3.0' } },
      'node_modules/left-pad': {
        version: '1.3.0',
        resolved,
        integrity: 'sha512-XI5MPzVNApjAyhQzphX8BkmKsKUxD4LdyK24iZeQEvp3ZfR/fn2Lzs1E8GlxyH5+6XXzRJ9d3hpphPeTpvgv9Q==',
      },
    },
  });

describe('the supply-chain gate', () => {
  it('passes a lock file that resolves from the npm registry over https', () => {
    const res = gate(
      'lockfile',
      'good-lock.json',
      lockWith('https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz'),
    );
    expect(res.status, res.output).toBe(0);
  });

  it('fails a lock file with a package fetched over plain http', () => {
    const res = gate('lockfile', 'http-lock.json', lockWith('http://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz'));
    expect(res.status).toBe(1);
    expect(res.output).toContain('invalid protocol');
  });

  it('fails a lock file with a package from another host', () => {
    const res = gate('lockfile', 'host-lock.json', lockWith('https://packages.evil.example/left-pad-1.3.0.tgz'));
    expect(res.status).toBe(1);
    expect(res.output).toContain('invalid host');
  });

  it('passes a file with only the readable placeholders tests use', () => {
    const res = gate(
      'secrets',
      'placeholders.ts',
      "STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_for_the_log_test'\n",
    );
    expect(res.status, res.output).toBe(0);
  });

  it('fails a file holding a Stripe live secret key, naming the file and line', () => {
    const key = ['sk', 'live', '51Hq2cDEf8Gh9Jk0Lm1Np2Qr3St4Uv5Wx6'].join('_');
    const res = gate('secrets', 'stripe.env', `# settings\nSTRIPE_SECRET_KEY=${key}\n`);
    expect(res.status).toBe(1);
    expect(res.output).toMatch(/stripe\.env:2: Stripe secret/);
    expect(res.output).not.toContain(key); // the report does not repeat the secret
  });

  it('fails a file holding a Stripe webhook signing secret', () => {
    const secret = `${'whsec'}_${'Q2hvY29sYXRlQ2FrZVNlY3JldDEy'}`;
    const res = gate('secrets', 'webhook.json', JSON.stringify({ webhookSecret: secret }));
    expect(res.status).toBe(1);
    expect(res.output).toMatch(/webhook\.json:1: Stripe secret/);
  });

  it("fails a file holding a token secretlint's own rules know (a GitHub token)", () => {
    const token = `${'ghp'}_${'a1B2c3D4e5'.repeat(3)}a1B2c3`;
    const res = gate('secrets', 'github.txt', `token=${token}\n`);
    expect(res.status).toBe(1);
    expect(res.output).toMatch(/GitHub/i);
  });
});
