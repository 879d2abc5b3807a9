/**
 * What the test DOMs (happy-dom, and jsdom for a few files: decision 0240) lack of the browser's
 * layout: the UI libraries (Radix's popover, select and switch, cmdk) and the forms call it, and
 * neither lays anything out. A file calls these at its top
 * level; each installs its hooks for that file's tests, as fake-api.ts installs `fetch`.
 */
import { afterEach, beforeAll, beforeEach } from 'vitest';

/** `ResizeObserver` that never reports and `scrollIntoView` that does nothing, where the DOM has none. */
export function stubMissingLayoutApis(): void {
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  });
}

/**
 * Records what the page asks to be scrolled into view (the test DOMs do not scroll; browsers do): the
 * list it gives back is emptied before each test and filled as elements are scrolled to.
 */
export function recordScrollIntoView(): Element[] {
  const scrolledTo: Element[] = [];
  beforeEach(() => {
    scrolledTo.length = 0;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledTo.push(this);
    };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  return scrolledTo;
}
