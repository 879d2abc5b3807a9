// @vitest-environment happy-dom
/**
 * Issue 20: one size variant added to a cake silently removed Small/Large/Extra Large. The admin
 * sees, before saving, which sizes the product will offer at which prices, and is told when
 * variants replace the standard sizes.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminCategory, AdminProduct, AdminVariant } from '@/contracts/admin-catalog';
import { adminCategory, adminProduct, adminVariant } from '@/web/test/admin-catalog-fixtures';
import { admin, api, auth, renderApp } from '@/web/test/render-app';
import { ProductDialog } from './components/product-dialog';
import { VariantsTab } from './components/variants-tab';

const cakes: AdminCategory = adminCategory();
const sweets: AdminCategory = { ...cakes, id: '10000000-0000-4000-8000-000000000002', name: 'Sweets', slug: 'sweets' };

const blackForest: AdminProduct = adminProduct({
  name: 'Black Forest Gateau',
  slug: 'black-forest-gateau',
  description: 'Cherries and cream',
  price: '72.00',
  image: '/images/products/black-forest.webp',
  rating: 0,
  reviewCount: 0,
});
const quarter: AdminVariant = adminVariant({ productId: blackForest.id, size: 'quarter', price: '38.00' });

let variants: AdminVariant[];

beforeEach(() => {
  variants = [];
  auth.as(admin);
  api.serve({ [`GET /api/admin/products/${blackForest.id}/variants`]: () => Response.json(variants) });
});

const wrap = (children: ReactNode) => renderApp(<>{children}</>);

/** The preview's rows as "size price". */
const offered = (scope: HTMLElement) =>
  within(within(scope).getByRole('list', { name: 'Offered sizes' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the sizes preview in the product dialog', () => {
  it('lists the standard sizes a new cake will offer at the price typed, and one size for other goods', () => {
    wrap(<ProductDialog open product={null} categories={[cakes, sweets]} onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Add New Product' });
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '72' } });
    fireEvent.change(within(dialog).getByLabelText(/^Category/), { target: { value: 'cakes' } });
    expect(offered(dialog)).toEqual(['Small (6 inch) $62.00', 'Large (8 inch) $72.00', 'Extra Large (10 inch) $92.00']);
    fireEvent.change(within(dialog).getByLabelText(/^Category/), { target: { value: 'sweets' } });
    expect(offered(dialog)).toEqual(['Standard $72.00']);
  });

  it('lists a cake’s variants instead, and says they replace the standard sizes', async () => {
    variants = [quarter];
    wrap(<ProductDialog open product={blackForest} categories={[cakes]} onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(await within(dialog).findByText(/replace the standard sizes/)).toBeTruthy();
    expect(offered(dialog)).toEqual(['Quarter Cake $38.00']);
    // The product's price does not change a variant's.
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '80' } });
    expect(offered(dialog)).toEqual(['Quarter Cake $38.00']);
  });
});

describe('the sizes preview in Add Size Variant', () => {
  it('warns, before the first variant of a cake is saved, that it replaces Small, Large and Extra Large', async () => {
    wrap(<VariantsTab product={blackForest} onPickProduct={() => {}} />);
    await screen.findByText('No size variants');
    fireEvent.click(screen.getByRole('button', { name: 'Add Size Variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Size Variant' });
    fireEvent.change(within(dialog).getByLabelText(/^Size/), { target: { value: 'quarter' } });
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '38' } });
    expect(offered(dialog)).toEqual(['Quarter Cake $38.00']);
    expect(within(dialog).getByRole('note').textContent).toMatch(
      /Small \(6 inch\), Large \(8 inch\) and Extra Large \(10 inch\) will no longer be offered/,
    );
  });

  it('adds the new size to the variants already offered, without a warning', async () => {
    variants = [quarter];
    wrap(<VariantsTab product={blackForest} onPickProduct={() => {}} />);
    await screen.findByText('Quarter Cake (Serves 6-8)');
    fireEvent.click(screen.getByRole('button', { name: 'Add Size Variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Size Variant' });
    fireEvent.change(within(dialog).getByLabelText(/^Size/), { target: { value: 'half' } });
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '52.5' } });
    expect(offered(dialog)).toEqual(['Quarter Cake $38.00', 'Half Cake $52.50']);
    expect(within(dialog).queryByText(/no longer be offered/)).toBeNull();
  });
});
