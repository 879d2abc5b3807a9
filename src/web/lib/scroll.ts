/**
 * Navigation state asking the app not to scroll to the top (it does on every other location
 * change): a filter chip changes the address but the visitor stays where they are.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
