import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Two builds from one config: the browser bundle (`vite build`, with a manifest the server reads)
 * and the server bundle (`vite build --ssr`: the React renderer and the Node entry).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
            // The first page needs React, the router, the query cache and the shop's shared bits:
            // one chunk each instead of a dozen tiny requests. Lazy pages keep their own chunks.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\//,
                  priority: 20,
                },
                {
                  // Not src/contracts: those are zod schemas that lazy pages need; in this chunk
                  // they pulled zod (and the checkout page it sat in) into the first page, in an
                  // import cycle that broke hydration.
                  name: 'shop',
                  test: /src\/domain\/|src\/web\/lib\/|src\/web\/components\/ui\/(button|spinner|input|badge|skeleton|card|label|field)\.tsx/,
                  includeDependenciesRecursively: false,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: isSsrBuild ? [] : undefined },
}));
