import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { Document } from './app/document';
import { preloadRouteChunks } from './app/routes';
import { readSsrState } from './app/ssr-state';
import { createQueryClient } from './lib/query-client';

const ssr = readSsrState();
if (!ssr) throw new Error('The page was not rendered by the server');

const queryClient = createQueryClient({ announceBusy: true });
hydrate(queryClient, ssr.dehydratedState);

// The current page's chunk first, so hydration covers the whole page in one pass.
// Hydrating as a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole page (a long task, TBT in F4); a tap meanwhile still
// hydrates its part first and is replayed.
void preloadRouteChunks(window.location.pathname)
  .catch((error: unknown) => console.warn('Could not load the page ahead of hydration', error))
  .finally(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <Document assets={ssr.assets}>
          <BrowserRouter>
            <App queryClient={queryClient} publicConfig={ssr.publicConfig} />
          </BrowserRouter>
        </Document>,
      );
    }),
  );
