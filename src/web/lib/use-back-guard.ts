/**
 * The browser's Back button on a page with unsaved edits (issue 20, decision 0172). A declarative
 * <BrowserRouter> cannot cancel a history step (useBlocker needs a data router, decision 0123),
 * so the page keeps one step of its own to give up: while the form is dirty, a second history
 * entry for this same address is pushed (marked in its state). Back then only leaves that entry,
 * the page stays where it is, and the question is asked; "Stay" puts the entry back, "Leave"
 * takes the real step back. Once the form is clean again the entry is taken away, so Back never
 * needs two presses. The address does not change, so the navigation effects (scroll, focus) and
 * the page's state are untouched.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

const MARK = 'unsavedEditsGuard';

const isGuardEntry = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === true;

export interface BackGuard {
  /** Back was pressed with unsaved edits: the page is asking. */
  asking: boolean;
  /** Keep editing: the step Back gave up is put back. */
  stay: () => void;
  /** Take the step back the admin asked for. */
  leave: () => void;
  /** Follows a link without leaving the guard's own entry behind in the history. */
  follow: (target: string) => void;
}

export function useBackGuard(dirty: boolean): BackGuard {
  const navigate = useNavigate();
  const location = useLocation();
  const onGuardEntry = isGuardEntry(location.state);
  const [asking, setAsking] = useState(false);
  /** The guard's entry has been seen as the current one: leaving it now means Back. */
  const armed = useRef(false);
  /** The entry (by its key) a push or a pop was asked from, so an effect run again asks once. */
  const movedFrom = useRef<string | null>(null);
  /** Leaving was chosen: nothing is pushed or asked any more. */
  const leaving = useRef(false);

  useEffect(() => {
    if (leaving.current || asking) return;
    if (!dirty) {
      armed.current = false;
      // Saved or undone: the extra entry goes, so one Back press is one step again.
      if (onGuardEntry && movedFrom.current !== location.key) {
        movedFrom.current = location.key;
        void navigate(-1);
      }
      return;
    }
    if (onGuardEntry) {
      armed.current = true;
      return;
    }
    if (armed.current) {
      // The guard's entry was left: Back was pressed. The page is still here; ask.
      armed.current = false;
      setAsking(true);
      return;
    }
    if (movedFrom.current === location.key) return;
    movedFrom.current = location.key;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: { ...(location.state as object | null), [MARK]: true } },
    );
    // Armed at once, not when the pushed entry is first rendered: a Back pressed in between (a
    // quick hand, a busy machine) lands here again, and must ask rather than leave the page unguarded.
    armed.current = true;
  }, [dirty, onGuardEntry, asking, navigate, location]);

  const stay = useCallback(() => {
    movedFrom.current = null;
    setAsking(false);
  }, []);
  const leave = useCallback(() => {
    leaving.current = true;
    setAsking(false);
    void navigate(-1);
  }, [navigate]);
  const follow = useCallback(
    (target: string) => {
      leaving.current = true;
      void navigate(target, { replace: isGuardEntry(location.state) });
    },
    [navigate, location.state],
  );

  return { asking, stay, leave, follow };
}
