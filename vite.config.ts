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
        rollupOptions: { input: 'src/web/entry-client.tsx' },
      },
  ssr: { noExternal: isSsrBuild ? [] : undefined },
}));
