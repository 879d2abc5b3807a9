/**
 * A page as the server renders it (src/web/entry-server.tsx), for the server-rendering tests: the
 * built entry script as its only asset, the public configuration of a local server, and the
 * server's read services as the test gives them (category-shop.ts has a shop to give).
 */
import type { PublicConfig, SsrDataSource } from '@/contracts/ssr';
import type { SsrState } from '@/web/app/ssr-state';
import { render } from '@/web/entry-server';

const SERVER_PUBLIC_CONFIG: PublicConfig = {
  publicUrl: 'http://localhost:3000',
  oidc: { authority: 'http://localhost:3000/oidc', clientId: 'shop', scope: 'openid', resource: null },
};

/** The page at `url` rendered over `data`: its status, HTML and the rest the renderer answers. */
export function renderOnServer(url: string, data: SsrDataSource) {
  return render({
    url,
    assets: { entryScript: '/assets/entry.js', styles: [], modulePreloads: [] },
    data,
    publicConfig: SERVER_PUBLIC_CONFIG,
  });
}

/** The state the server's HTML hands the browser (the dehydrated queries). */
export function ssrStateOf(html: string): SsrState {
  const script = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(script!) as SsrState;
}
