import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, serverArgs } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the server is started the same way everywhere', () => {
  const flags = SERVER_NODE_FLAGS.join(' ');

  it('npm start and npm run dev pass the deployment flags to node', () => {
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    expect(scripts.start).toBe(`node ${flags} scripts/start.mjs`);
    expect(scripts.dev).toContain(`node ${flags} dist/server/main.js`);
  });

  it('the deployment guide runs the copies with them', () => {
    expect(read('docs/deploy.md')).toContain(`NODE_ENV=production node ${flags} dist/server/main.js`);
  });

  it('scripts that start the real process put them before the entry file', () => {
    expect(serverArgs('/srv/shop')).toEqual([...SERVER_NODE_FLAGS, '/srv/shop/dist/server/main.js']);
  });
});
