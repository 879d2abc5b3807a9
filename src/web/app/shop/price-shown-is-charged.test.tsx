// @vitest-environment happy-dom
/**
 * "The price shown is not the price charged" (issue 20): a $72 cake with one $38 quarter variant
 * showed $72.00 in its quick view while its button charged $38.00. The price at the top is the
 * chosen size's, from the same rule as the button (domain/pricing.ts).
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreAddCartItem } from '@/contracts/cart';
import type { StoreVariant } from '@/contracts/catalog';
import { businessSettings } from '@/web/test/business-settings';
import { cartLine } from '@/web/test/cart-line';
import { api, renderApp } from '@/web/test/render-app';
import { storeProduct } from '@/web/test/store-product';
import QuickViewDialog from './quick-view-dialog';
import { openQuickView } from './quick-view-store';

const SESSION = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
const blackForest = storeProduct({
  id: '6a1f0c9e-2b3d-4e5f-8a7b-9c0d1e2f3a4b',
  name: 'Black Forest Gateau',
  category: 'cakes',
  price: '72.00',
  originalPrice: '86.00',
});
const variant = (size: StoreVariant['size'], price: string): StoreVariant => ({
  id: `v-${size}`,
  productId: blackForest.id,
  size,
  price,
  serves: null,
  available: true,
});

let variants: StoreVariant[];
let posted: StoreAddCartItem[];

beforeEach(() => {
  localStorage.setItem('cartSessionId', SESSION);
  posted = [];
  api.serve({
    'GET /api/products/:id/variants': () => Response.json(variants),
    'GET /api/cart': () => Response.json([]),
    'GET /api/business-settings': () => Response.json(businessSettings()),
    'POST /api/cart': (request) => {
      posted.push(StoreAddCartItem.parse(request.body));
      return Response.json(cartLine({ id: 'l1', product: blackForest }), { status: 201 });
    },
  });
});

afterEach(() => {
  act(() => openQuickView(null));
  cleanup();
  localStorage.clear();
});

async function openQuickViewOf() {
  renderApp(<QuickViewDialog />);
  act(() => openQuickView(blackForest));
  const dialog = await screen.findByRole('dialog', { name: blackForest.name });
  // The sizes are known once the variants have come.
  await waitFor(() => expect(within(dialog).queryByRole('radiogroup')).toBeTruthy());
  return dialog;
}

/** The price at the top of the quick view (and its struck "was" price), and its button's. */
function prices(dialog: HTMLElement) {
  const [shown, ...more] = within(dialog).getAllByText(
    (_, el) =>
      el?.tagName === 'SPAN' &&
      el.children.length === 0 &&
      /^\$\d+\.\d{2}$/.test(el.textContent) &&
      !el.closest('button, [role="radiogroup"], s'),
  );
  expect(more).toEqual([]);
  const was = dialog.querySelector('s')?.textContent ?? null;
  const button = within(dialog).getByRole('button', { name: /^Add to Cart/ }).textContent;
  return { shown: shown!.textContent, was, button };
}

describe('the quick view of a cake with size variants', () => {
  it('shows at the top the price its button charges, for each size chosen', async () => {
    variants = [variant('quarter', '38.00'), variant('half', '52.00')];
    const user = userEvent.setup();
    const dialog = await openQuickViewOf();
    // The 8-inch cake's "was $86.00" is not a Quarter Cake's.
    expect(prices(dialog)).toEqual({ shown: '$38.00', was: null, button: 'Add to Cart · $38.00' });

    await user.click(within(dialog).getByText('Half Cake'));
    expect(prices(dialog)).toEqual({ shown: '$52.00', was: null, button: 'Add to Cart · $52.00' });
    await user.click(within(dialog).getByRole('button', { name: /^Add to Cart/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ size: 'Half Cake', quantity: 1 });
  });

  it('moves a standard size’s "was" price with the size', async () => {
    variants = [];
    const user = userEvent.setup();
    const dialog = await openQuickViewOf();
    expect(prices(dialog)).toEqual({ shown: '$72.00', was: 'was $86.00', button: 'Add to Cart · $72.00' });
    await user.click(within(dialog).getByText('Small (6 inch)'));
    expect(prices(dialog)).toEqual({ shown: '$62.00', was: 'was $76.00', button: 'Add to Cart · $62.00' });
  });
});
