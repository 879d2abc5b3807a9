import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseFor, filesOfTheOther } from './database-split';

const root = path.resolve(import.meta.dirname, '../../..');
const ordinaryFiles = readdirSync(path.join(root, 'src/server'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.pg.test.ts'))
  .map((file) => path.join('src/server', file));

describe('the API test files split between PGlite and PostgreSQL (decision 0237)', () => {
  const leftOutOfPglite = new Set(filesOfTheOther(root, 'pglite'));
  const leftOutOfPostgres = new Set(filesOfTheOther(root, 'postgres'));

  it('runs every file on at least one database, and no file is left out of both', () => {
    const neither = ordinaryFiles.filter((file) => leftOutOfPglite.has(file) && leftOutOfPostgres.has(file));
    expect(neither).toEqual([]);
    expect(leftOutOfPglite.size + leftOutOfPostgres.size).toBeLessThan(ordinaryFiles.length);
  });

  it('keeps files with race tests and files about a database on both', () => {
    const withRaces = ordinaryFiles.filter((file) =>
      /\bitRace\(|\bdescribeRace\(/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(withRaces.length).toBeGreaterThan(0);
    for (const file of [...withRaces, 'src/server/db/pglite-parsers.test.ts']) {
      expect(leftOutOfPglite.has(file) || leftOutOfPostgres.has(file), file).toBe(false);
    }
  });

  it('runs the Redis files on PGlite, whose run the summary reports them from', () => {
    const redisFiles = ordinaryFiles.filter((file) => file.endsWith('.redis.test.ts'));
    expect(redisFiles.length).toBeGreaterThan(0);
    for (const file of redisFiles) expect(leftOutOfPglite.has(file), file).toBe(false);
  });

  it('shares the other files about evenly, by a hash of the path that does not change between runs', () => {
    const split = leftOutOfPglite.size + leftOutOfPostgres.size;
    expect(leftOutOfPglite.size / split).toBeGreaterThan(0.35);
    expect(leftOutOfPglite.size / split).toBeLessThan(0.65);
    const file = 'src/server/modules/catalog/products.test.ts';
    expect(databaseFor(file, '')).toBe(databaseFor(file, ''));
    expect(databaseFor(file, "itRace('two at once', …)")).toBe('both');
  });
});
