/**
 * The counter tablet's optional chime for new orders: a short two-note tone made with WebAudio
 * (no sound file to download). Off until staff switch it on; the choice is kept in this browser.
 */
import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'admin.order-chime';
const listeners = new Set<() => void>();
let context: AudioContext | null = null;

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

function write(on: boolean) {
  try {
    if (on) window.localStorage.setItem(KEY, 'on');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the switch still works for this page.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Browsers let a page make sound only after a tap or key press: switching on unlocks it. */
function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext === 'undefined') return null;
  context ??= new window.AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => {});
  return context;
}

/** Two soft notes, about half a second in all. */
export function playChime(): void {
  const ctx = audio();
  if (!ctx) return;
  const start = ctx.currentTime + 0.01;
  [880, 1320].forEach((frequency, i) => {
    const at = start + i * 0.16;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.32);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.34);
  });
}

/** Whether the chime is on, and the switch (which plays it once when switched on, as a sample). */
export function useOrderChime(): { enabled: boolean; setEnabled: (on: boolean) => void } {
  const enabled = useSyncExternalStore(subscribe, read, () => false);
  const setEnabled = useCallback((on: boolean) => {
    write(on);
    if (on) playChime();
  }, []);
  return { enabled, setEnabled };
}
