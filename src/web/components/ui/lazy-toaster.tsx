import { type ComponentType, useEffect, useState } from 'react';
import { useToasts } from '../../lib/toast-store';

/** The same classes as ToastViewport's list, so the empty region looks and sits the same. */
const VIEWPORT_LIST =
  'pointer-events-none fixed bottom-0 left-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col-reverse gap-3 p-4 outline-none sm:max-w-[26rem] sm:p-6';

let loaded: ComponentType | null = null;
const loadToaster = () =>
  import('./toaster').then((m) => {
    loaded = m.Toaster;
    return m.Toaster;
  });

/**
 * The Toaster and its Radix toast code load with the first toast (performance F1): most visits
 * never see one. Until then this renders the empty region exactly as Radix's viewport does, so the
 * server HTML, the landmark ("Notifications (F8)") and the layout are the same before and after.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [Toaster, setToaster] = useState<ComponentType | null>(() => loaded);
  const needed = toasts.length > 0;

  useEffect(() => {
    if (!needed || Toaster) return;
    let active = true;
    loadToaster()
      .then((component) => active && setToaster(() => component))
      .catch((error: unknown) => console.warn('Could not load the toasts', error));
    return () => {
      active = false;
    };
  }, [needed, Toaster]);

  if (Toaster) return <Toaster />;
  return (
    <div role="region" aria-label="Notifications (F8)" tabIndex={-1} style={{ pointerEvents: 'none' }}>
      <ol tabIndex={-1} className={VIEWPORT_LIST} />
    </div>
  );
}
