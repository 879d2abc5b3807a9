/**
 * `npm run bundle:check` (also a step of `npm test`): the JavaScript the home page needs before it
 * is interactive, measured from the build, gzip-compressed (performance F1), and no admin portal
 * code anywhere the storefront loads (F2), scripts or styles. Deterministic: it reads the build,
 * never a browser.
 *
 * The first-load graph is what the browser fetches for `/` before hydrating: the entry chunk and its
 * static imports (the server sends them as `modulepreload` links, see
 * src/server/platform/site/assets.ts) plus the chunk of any page `/` shows that is a dynamic entry
 * (entry-client's `preloadRouteChunks` loads those before hydration).
 *
 * Budget overrides for trying the check out: BUNDLE_BUDGET_KB=100 npm run bundle:check
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, sourceStamp, STAMP_FILE } from './source-stamp.mjs';

const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 130);
const ENTRY = 'src/web/entry-client.tsx';
/** The modules `/` renders; when one sits in a lazy chunk, that chunk is part of the first load. */
const HOME_MODULES = ['src/web/app/routes/home-page.tsx', 'src/web/app/layouts/store/store-layout.tsx'];
/**
 * Admin code: the admin features, the pieces only they share, and the portal's guard. The admin's
 * route table (src/web/app/routes/admin-routes.tsx) is not: it holds only the lazy imports that are
 * the ways into the portal, and is part of the app's route table by design.
 */
const isAdminModule = (id) => /^src\/web\/(features\/admin-[a-z-]+\/|lib\/admin\/|app\/routes\/admin\/)/.test(id);

const clientDir = path.join(root, 'dist/client');
const manifestFile = path.join(clientDir, '.vite/manifest.json');
const modulesFile = path.join(clientDir, '.vite/chunk-modules.json');
const current = existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === sourceStamp();
if (!current || !existsSync(manifestFile) || !existsSync(modulesFile)) {
  console.log('The build is missing or older than the sources: building…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}

/** @type {Record<string, {file: string, src?: string, imports?: string[], dynamicImports?: string[], isDynamicEntry?: boolean}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
/** @type {Record<string, string[]>} */
const modulesByFile = JSON.parse(readFileSync(modulesFile, 'utf8'));
const failures = [];

/** Manifest keys reachable from `start` through static imports (and dynamic ones when asked). */
function reach(start, { dynamic = false, skip = new Set() } = {}) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || skip.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
    if (dynamic) manifest[key].dynamicImports?.forEach(visit);
  };
  start.forEach(visit);
  return seen;
}

if (!manifest[ENTRY]) throw new Error(`The client manifest has no entry ${ENTRY}`);
const firstLoad = reach([ENTRY]);
const modulesIn = (keys) => new Set([...keys].flatMap((key) => modulesByFile[manifest[key].file] ?? []));

// Pages `/` shows that were split off: their chunks load before hydration, so they count.
for (const id of HOME_MODULES) {
  if (modulesIn(firstLoad).has(id)) continue;
  const lazyChunk = Object.keys(manifest).find((key) => modulesByFile[manifest[key].file]?.includes(id));
  if (!lazyChunk) failures.push(`${id} is in no chunk of the build: update HOME_MODULES in this script`);
  else reach([lazyChunk]).forEach((key) => firstLoad.add(key));
}

const rows = [...firstLoad]
  .map((key) => {
    const file = manifest[key].file;
    return { file, gzip: gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const totalKb = rows.reduce((sum, row) => sum + row.gzip, 0) / 1024;

console.log('First-load JavaScript of / (gzip):');
const width = Math.max(...rows.map((row) => row.file.length));
for (const row of rows) console.log(`  ${row.file.padEnd(width)}  ${(row.gzip / 1024).toFixed(1).padStart(6)} KB`);
console.log(
  `  ${'total'.padEnd(width)}  ${totalKb.toFixed(1).padStart(6)} KB (budget ${BUDGET_KB} KB, ${rows.length} files)`,
);
if (totalKb > BUDGET_KB)
  failures.push(`F1: first-load JavaScript is ${totalKb.toFixed(1)} KB gzip, over ${BUDGET_KB} KB`);

// F2: admin modules only in chunks reached through the admin route, never in the storefront's graph
// (first load, or any lazy storefront page, dialog or drawer).
// The ways into the portal: the admin routes' lazy chunks (the guard, the frame, each area).
const adminEntries = new Set(Object.keys(manifest).filter(isAdminModule));
const storefront = reach([ENTRY], { dynamic: true, skip: adminEntries });
for (const key of storefront) {
  const admin = (modulesByFile[manifest[key].file] ?? []).filter(isAdminModule);
  if (admin.length) {
    const where = firstLoad.has(key) ? 'the first load' : 'a storefront chunk';
    failures.push(`F2: ${manifest[key].file} (${where}) holds admin code: ${admin.join(', ')}`);
  }
}
const adminChunks = Object.values(manifest).filter((chunk) => (modulesByFile[chunk.file] ?? []).some(isAdminModule));
if (!adminChunks.length || !adminEntries.size)
  failures.push('F2: no chunk holds admin code: are the admin routes still lazy imports of src/web/features/admin-*?');
else console.log(`Admin code: ${adminChunks.length} chunks, none reachable from the storefront without /admin`);

// F2 for styles (issue 27): the storefront's stylesheets hold no utility that only the admin portal
// uses; the portal brings its own (src/web/admin.css, loaded with its frame). A utility is the
// portal's when its name is written in a portal source (those src/web/styles.css leaves out with
// `@source not`), nowhere in any other source, and is a selector of the portal's stylesheet.
const isPortalSource = (file) =>
  /^src\/web\/(features\/admin-[a-z-]+\/|app\/routes\/admin\/[^/]+-route\.tsx$)/.test(file);
const cssOf = (keys) => new Set([...keys].flatMap((key) => manifest[key].css ?? []));
const storefrontCss = cssOf(storefront);
const adminCss = [...cssOf(Object.keys(manifest))].filter((file) => !storefrontCss.has(file));
const readCss = (files) => [...files].map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
const webSources = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return webSources(rel);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
const textOf = (file) => readFileSync(path.join(root, file), 'utf8');
const sources = webSources('src/web');
const storefrontText = sources
  .filter((file) => !isPortalSource(file))
  .map(textOf)
  .join('\n');
/** Whether `css` has the selector Tailwind writes for `token` (`md:grid-cols-2` → `.md\:grid-cols-2`). */
const hasSelector = (css, token) => {
  const selector = `.${token.replace(/[^a-zA-Z0-9_-]/g, '\\$&')}`;
  return new RegExp(`${selector.replace(/[\\.[\]()/:!%#,*+?^$|]/g, '\\$&')}(?![\\w-])`).test(css);
};
const adminCssText = readCss(adminCss);
const storefrontCssText = readCss(storefrontCss);
const portalTokens = new Set(sources.filter(isPortalSource).flatMap((file) => textOf(file).split(/[\s'"`{}<>=;]+/)));
const portalOnly = [...portalTokens].filter(
  (token) => /^[a-z-!]/.test(token) && !storefrontText.includes(token) && hasSelector(adminCssText, token),
);
const leaked = portalOnly.filter((token) => hasSelector(storefrontCssText, token));
const cssKb = gzipSync(Buffer.from(storefrontCssText), { level: 9 }).length / 1024;
console.log(
  `Storefront stylesheets: ${[...storefrontCss].join(', ')} (${cssKb.toFixed(1)} KB gzip); ${portalOnly.length} utilities only the portal uses, none of them in it`,
);
if (!portalOnly.length) failures.push('F2: found no utility only the admin portal uses: is src/web/admin.css loaded?');
if (leaked.length)
  failures.push(`F2: the storefront's stylesheet holds the portal's utilities: ${leaked.slice(0, 10).join(' ')}`);

if (failures.length) {
  console.error(`\n✖ bundle budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('✔ bundle budget met (F1, F2)');
