/** The server renderer: matches the route, loads its data into the query cache, renders HTML. */
import { dehydrate } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import type { RenderPage } from '@/contracts/ssr';
import { App } from './app/app';
import { Document } from './app/document';
import type { RouteHandle } from './app/route-types';
import { routes } from './app/routes';
import { ssrStateElement } from './app/ssr-state';
import { createQueryClient } from './lib/query-client';

export const render: RenderPage = async ({ url, assets, data, publicConfig }) => {
  const queryClient = createQueryClient();
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const matches = matchRoutes(routes, pathname) ?? [];
  let status = matches.some((m) => m.route.path === '*') ? 404 : 200;

  const results = await Promise.all(
    matches.map((m) =>
      (m.route.handle as RouteHandle | undefined)?.prefetch?.({
        params: m.params,
        searchParams,
        data,
        queryClient,
      }),
    ),
  );
  for (const result of results) if (result?.status) status = result.status;
  // The page's own chunk too, so it renders at once: a page that suspended here would be streamed
  // with React's inline scripts, which the Content Security Policy blocks (no nonce on pages).
  await Promise.all(matches.map((m) => (m.route.handle as RouteHandle | undefined)?.preload?.()));

  // The page's only scripts: its state as a data block and the entry module. Both are added to the
  // HTML here rather than by React, so no inline script runs and no per-response nonce is needed.
  // A module script is deferred: it runs after the whole document, state included, is parsed.
  const state = ssrStateElement({ assets, dehydratedState: dehydrate(queryClient), publicConfig });
  const entry = `<script type="module" src="${assets.entryScript}"></script>`;

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        const html = Buffer.concat(chunks).toString('utf8');
        resolve({ status, html: html.replace('</head>', `${entry}</head>`).replace('</body>', `${state}</body>`) });
        callback();
      },
    });
    const stream = renderToPipeableStream(
      <Document assets={assets}>
        <StaticRouter location={url}>
          <App queryClient={queryClient} publicConfig={publicConfig} />
        </StaticRouter>
      </Document>,
      {
        // Wait for everything (lazy pages included): crawlers and the first paint get the full page.
        onAllReady() {
          stream.pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error('render error', error);
        },
      },
    );
  });
};
