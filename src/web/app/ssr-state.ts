import type { DehydratedState } from '@tanstack/react-query';
import type { PageAssets, PublicConfig } from '@/contracts/ssr';

/** What the server hands the browser next to the HTML, to hydrate the same tree. */
export interface SsrState {
  assets: PageAssets;
  dehydratedState: DehydratedState;
  publicConfig: PublicConfig;
}

declare global {
  interface Window {
    __SSR__?: SsrState;
  }
}

/** JSON for an inline script: `<` is escaped so no text can close the script element. */
export function serializeSsrState(state: SsrState): string {
  return `window.__SSR__=${JSON.stringify(state).replace(/</g, '\\u003c')}`;
}
