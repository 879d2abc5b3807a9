import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { OutputOptions } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { iconSprite } from './scripts/icon-sprite.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Writes `.vite/chunk-modules.json` beside the manifest: each chunk's file and the project-relative
 * modules inside it. The manifest names only entry modules, and `scripts/bundle-budget.mjs` must
 * know whether any admin module sits in a chunk the storefront loads (performance F2).
 */
function chunkModules(): Plugin {
  return {
    name: 'shop:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.keys(output.modules)
          .map((id) => (id.startsWith(root) ? id.slice(root.length) : id).replace(/\\/g, '/'))
          .sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

/**
 * Two builds from one config: the browser bundle (`vite build`, with a manifest the server reads)
 * and the server bundle (`vite build --ssr`: the React renderer and the Node entry).
 */
type ChunkName = Extract<
  NonNullable<NonNullable<Extract<NonNullable<OutputOptions['codeSplitting']>, object>['groups']>>[number]['name'],
  (...args: never[]) => unknown
>;

/**
 * Names 'app' every module the client entry imports statically, however deep: the code every page
 * runs before it is interactive. Rolldown would otherwise split the part of it that lazy chunks
 * also import into many tiny shared chunks, each a request on the first load. Modules only lazy
 * chunks import (zod, checkout, admin) never match, so they stay out of the first load.
 */
const clientEntry = fileURLToPath(new URL('./src/web/entry-client.tsx', import.meta.url));
/** The Radix packages the first page uses (button's Slot, label); bundle:check shows the cost. */
const FIRST_LOAD_RADIX = /node_modules\/(radix-ui\/|@radix-ui\/react-(slot|compose-refs|primitive|label)\/)/;
const BARREL = /\/node_modules\/radix-ui\/dist\/[^/]*\/?[^/]*\.mjs$/;
let firstLoad: Set<string> | null = null;
const firstLoadGroup: ChunkName = (id, ctx) => {
  if (!firstLoad) {
    // Walked once per build, forward from the entry through static imports only.
    firstLoad = new Set();
    const queue = [clientEntry];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (firstLoad.has(next)) continue;
      firstLoad.add(next);
      // The radix-ui barrel names what anything in the app imports from it, lazy pages included:
      // the Radix packages the first page uses are named below. (lucide-react is answered by the
      // icon sprite's one small module, which the first load takes whole: decision 0090.)
      if (!BARREL.test(next)) queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return id !== clientEntry && (firstLoad.has(id) || FIRST_LOAD_RADIX.test(id)) ? 'app' : null;
};

export default defineConfig(({ isSsrBuild }) => {
  firstLoad = null;
  return {
    plugins: [
      // lucide-react's icons as <use> of one hashed sprite, in both builds (decision 0090).
      iconSprite({
        srcDir: src,
        componentModule: fileURLToPath(new URL('./src/web/components/ui/sprite-icon.tsx', import.meta.url)),
      }),
      react(),
      tailwindcss(),
      ...(isSsrBuild ? [] : [chunkModules()]),
    ],
    resolve: { alias: { '@': src } },
    publicDir: 'public',
    build: isSsrBuild
      ? {
          outDir: 'dist/server',
          emptyOutDir: true,
          target: 'node20',
          copyPublicDir: false,
          rollupOptions: {
            input: {
              'entry-server': 'src/web/entry-server.tsx',
              main: 'src/server/main.ts',
              // Forked for each photo's copies (src/server/modules/uploads/image-processing.ts).
              'image-worker': 'src/server/modules/uploads/image-worker.ts',
            },
            output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
          },
        }
      : {
          outDir: 'dist/client',
          emptyOutDir: true,
          manifest: true,
          target: 'es2022',
          // No source maps in the shipped build (security R11).
          sourcemap: false,
          rollupOptions: {
            input: 'src/web/entry-client.tsx',
            output: {
              // The first page needs React, the router and the query cache (one chunk, cached across
              // releases that change only the shop) and the shop's code that every page runs (one
              // chunk): two files instead of a dozen tiny requests (performance F5). Lazy pages keep
              // their own chunks and import what they share from these two.
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\//,
                    priority: 20,
                  },
                  { name: firstLoadGroup, debugName: 'app', priority: 10 },
                ],
              },
            },
          },
        },
    ssr: { noExternal: isSsrBuild ? [] : undefined },
  };
});
