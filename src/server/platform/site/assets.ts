import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageAssets } from '../../../contracts/ssr';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export const CLIENT_ENTRY = 'src/web/entry-client.tsx';

/** Reads Vite's client manifest once at start-up: the entry script, its CSS and static imports. */
export function readPageAssets(clientDir: string): PageAssets {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${CLIENT_ENTRY}`);
  const preloads = new Set<string>();
  const styles = new Set(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    chunk.css?.forEach((c) => styles.add(c));
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  return {
    entryScript: `/${entry.file}`,
    styles: [...styles].map((f) => `/${f}`),
    modulePreloads: [...preloads].map((f) => `/${f}`),
  };
}
