/**
 * The README's list of decision records, one line each, made from the records' own titles.
 * `node scripts/decisions/index.mjs` rewrites the list between its markers; the unit test
 * (index.test.ts) fails when the README and docs/decisions/ disagree, so a new record is listed.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const START = '<!-- decision records: start (node scripts/decisions/index.mjs) -->';
export const END = '<!-- decision records: end -->';

/** "- [0001](docs/decisions/0001-x.md) PGlite as the embedded database" for every record, in order. */
export function decisionLines(dir = path.join(root, 'docs/decisions')) {
  return readdirSync(dir)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort()
    .map((name) => {
      const heading = readFileSync(path.join(dir, name), 'utf8').split('\n', 1)[0] ?? '';
      const title = heading.replace(/^#\s*(\d{4}\s*[-:.—]?\s*)?/, '').trim();
      if (!title) throw new Error(`${name} has no title on its first line`);
      return `- [${name.slice(0, 4)}](docs/decisions/${name}) ${title}`;
    });
}

/** The README with its list replaced by the current one. */
export function withDecisionList(readme, lines) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error('README.md lacks the decision records markers');
  return `${readme.slice(0, start + START.length)}\n\n${lines.join('\n')}\n\n${readme.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = path.join(root, 'README.md');
  writeFileSync(file, withDecisionList(readFileSync(file, 'utf8'), decisionLines()));
  console.log(`README.md lists ${decisionLines().length} decision records`);
}
