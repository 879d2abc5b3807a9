import type { DehydratedState } from '@tanstack/react-query';
import type { PageAssets, PublicConfig } from '@/contracts/ssr';

/** What the server hands the browser next to the HTML, to hydrate the same tree. */
export interface SsrState {
  assets: PageAssets;
  dehydratedState: DehydratedState;
  publicConfig: PublicConfig;
}

/** The id of the element that carries the state in the page. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * The state as a data block: a `<script type="application/json">` is never executed, so the page
 * needs no nonce or hash for it and the same HTML can be cached for every visitor (performance
 * A10). `<` is escaped so no text in the data can close the element.
 */
export function ssrStateElement(state: SsrState): string {
  return `<script type="application/json" id="${SSR_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

/** The state the server put in the page, or undefined when the page was not rendered by it. */
export function readSsrState(doc: Document = document): SsrState | undefined {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrState) : undefined;
}
