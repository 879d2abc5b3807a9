import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileTransport } from './transports';

describe('the file transport (the embedded default)', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('leaves each e-mail as one whole .json file in the folder, and nothing else', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mail-')), 'mail');
    dirs.push(path.dirname(dir));
    const transport = fileTransport(dir);
    const messages = ['a', 'b', 'c'].map((id) => ({
      id,
      from: 'shop@example.com',
      to: `${id}@example.com`,
      subject: `Order ${id}`,
      text: 'Thank you',
      html: null,
    }));
    await Promise.all(messages.map((message) => transport.send(message)));
    const names = readdirSync(dir);
    expect(names).toHaveLength(3);
    expect(names.every((name) => name.endsWith('.json'))).toBe(true);
    const sent = names.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { to: string });
    expect(sent.map((mail) => mail.to).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });
});
