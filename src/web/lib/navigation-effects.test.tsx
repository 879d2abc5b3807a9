// @vitest-environment happy-dom
/**
 * What a change of page does to the scroll position and the focus (issue 20):
 * - the first load is not a navigation: a visitor who scrolls before the app has started is
 *   not thrown back to the top;
 * - each client-side navigation starts at the top and moves the focus to the new page's
 *   heading, so the next Tab lands in the page, not in the footer (a heading that arrives
 *   later, with a page's chunk or data, gets it when it appears).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/web/test/render-app';
import { useFocusOnNavigation } from './navigation-focus';
import { KEEP_SCROLL, useScrollOnNavigation } from './scroll';

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // jsdom has no layout: the browser's scrollTo is replaced by a recorder.
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function NavigationEffects() {
  const location = useLocation();
  useScrollOnNavigation(location);
  useFocusOnNavigation(location);
  return null;
}

/** A page whose heading arrives only when `reveal` is clicked (a chunk or data still loading). */
function SlowPage() {
  const [ready, setReady] = useState(false);
  return ready ? (
    <h1>Rose cake</h1>
  ) : (
    <button type="button" onClick={() => setReady(true)}>
      reveal
    </button>
  );
}

/** The shop's frame inside the app's router (the harness starts it at `/`). */
function Shop(): ReactNode {
  return (
    <>
      <NavigationEffects />
      <header>
        <a href="#main">Skip</a>
      </header>
      <main>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <h1>Home</h1>
                <Link to="/product/rose">Open Rose cake</Link>
                <Link to="/?category=cakes" state={KEEP_SCROLL}>
                  Cakes only
                </Link>
              </>
            }
          />
          <Route
            path="/product/rose"
            element={
              <>
                <h1>Rose cake</h1>
                <button type="button">Add to Cart</button>
              </>
            }
          />
          <Route
            path="/slow"
            element={
              <>
                <SlowPage />
                <Link to="/product/rose">elsewhere</Link>
              </>
            }
          />
        </Routes>
      </main>
      <footer>
        <Link to="/slow">Slow page</Link>
      </footer>
    </>
  );
}

describe('on the first load', () => {
  it('neither scrolls nor moves the focus', () => {
    renderApp(<Shop />);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('on a client-side navigation', () => {
  it('scrolls to the top once and focuses the new heading without scrolling to it', () => {
    renderApp(<Shop />);
    const link = screen.getByRole('link', { name: 'Open Rose cake' });
    link.focus();
    fireEvent.click(link);

    const heading = screen.getByRole('heading', { name: 'Rose cake' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(document.activeElement).toBe(heading);
    // Focusable by script only: the heading is no Tab stop of its own.
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves scroll and focus alone for a change made in place (KEEP_SCROLL)', () => {
    renderApp(<Shop />);
    const chip = screen.getByRole('link', { name: 'Cakes only' });
    chip.focus();
    fireEvent.click(chip);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(chip);
  });

  it('focuses the main landmark while the page loads, then its heading when it appears', async () => {
    renderApp(<Shop />);
    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    const main = screen.getByRole('main');
    expect(document.activeElement).toBe(main);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'reveal' }));
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Rose cake' }));
  });

  it('does not take the focus back once the visitor has moved it while the page loads', async () => {
    renderApp(<Shop />);
    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    const chosen = screen.getByRole('link', { name: 'elsewhere' });
    chosen.focus();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'reveal' }));
    });
    screen.getByRole('heading', { name: 'Rose cake' });
    expect(document.activeElement).toBe(chosen);
  });
});
