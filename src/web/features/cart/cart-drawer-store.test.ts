// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts, toast } from '@/web/lib/toast-store';
import { setCartDrawerOpen } from './cart-drawer-store';

afterEach(() => {
  setCartDrawerOpen(false);
  resetToasts();
});

describe('opening the cart drawer', () => {
  it('dismisses the toast that would cover its total', () => {
    vi.useFakeTimers();
    toast({ title: 'Added to cart!', description: 'Pistachio Baklava (Standard) has been added to your cart.' });
    expect(getToasts().filter((t) => t.open)).toHaveLength(1);
    setCartDrawerOpen(true);
    expect(getToasts().filter((t) => t.open)).toHaveLength(0);
    vi.useRealTimers();
  });
});
