import { describe, expect, it } from 'vitest';
import { isServableFile } from './servable-files';

describe('P40 isServableFile', () => {
  it.each([
    '/assets/entry-Bx12.js',
    '/assets/entry-Bx12.js.br',
    '/assets/index-9f.css',
    '/assets/index-9f.css.gz',
    '/favicon.svg',
    '/images/cakes/quokka-400w.webp',
    '/assets/inter-latin.woff2',
    '/robots.txt',
  ])('P40 serves the build file %s', (pathname) => {
    expect(isServableFile(pathname)).toBe(true);
  });

  it.each([
    '/.env',
    '/.git/config',
    '/.vite/manifest.json',
    '/assets/.hidden.js',
    '/assets/entry-Bx12.js.map',
    '/main.js.map',
    '/backup.sql',
    '/server.log',
    '/package.json',
    '/swagger.json',
    '/index.html',
    '/dump.tar.gz',
    '/assets/entry.js.bak',
  ])('P40 never serves %s', (pathname) => {
    expect(isServableFile(pathname)).toBe(false);
  });
});
