/** The production build: pictures, the browser bundle, the server bundle, precompressed assets. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root, sourceStamp, STAMP_FILE } from './source-stamp.mjs';

const run = (cmd, args, env = {}) =>
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const started = Date.now();
run(bin('tsx'), ['scripts/generate-images.ts']);
run(bin('vite'), ['build', '--logLevel', 'warn']);
run(bin('vite'), ['build', '--ssr', '--logLevel', 'warn']);

// Precompress text assets once at the best levels; the server sends .br/.gz when accepted.
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html)$/;
function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* walk(file);
    else yield file;
  }
}
for (const file of walk(path.join(root, 'dist/client'))) {
  if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}

writeFileSync(STAMP_FILE, sourceStamp());
console.log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
