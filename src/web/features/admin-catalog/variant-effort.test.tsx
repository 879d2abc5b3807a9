// @vitest-environment happy-dom
/**
 * Issue 23: a size may take the kitchen a different time from its product. Staff type it in Add
 * Size Variant; empty keeps the product's minutes, a negative number is refused before sending.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminVariant } from '@/contracts/admin-catalog';
import { adminProduct, adminVariant } from '@/web/test/admin-catalog-fixtures';
import { admin, api, auth, renderApp } from '@/web/test/render-app';
import { VariantsTab } from './components/variants-tab';

const weddingCake: AdminProduct = adminProduct({
  id: '20000000-0000-4000-8000-000000000009',
  name: 'Wedding Cake',
  slug: 'wedding-cake',
  description: 'Three tiers',
  price: '300.00',
  image: '/images/products/wedding.webp',
  rating: 0,
  reviewCount: 0,
  effortMinutes: 90,
});
const variantsPath = `/api/admin/products/${weddingCake.id}/variants`;

const created: AdminVariant = adminVariant({
  id: '30000000-0000-4000-8000-000000000009',
  productId: weddingCake.id,
  size: 'full',
  price: '400.00',
  effortMinutes: 150,
});
const half: AdminVariant = {
  ...created,
  id: '30000000-0000-4000-8000-00000000000a',
  size: 'half',
  effortMinutes: null,
};

let saved: AdminVariant[];

beforeEach(() => {
  saved = [];
  auth.as(admin);
  api.serve({
    [`GET ${variantsPath}`]: () => Response.json(saved),
    [`POST ${variantsPath}`]: () => Response.json(created, { status: 201 }),
  });
});

async function openDialog() {
  renderApp(<VariantsTab product={weddingCake} onPickProduct={() => {}} />);
  await screen.findByText('No size variants');
  fireEvent.click(screen.getByRole('button', { name: 'Add Size Variant' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Size Variant' });
  fireEvent.change(within(dialog).getByLabelText(/^Size/), { target: { value: 'full' } });
  fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '400' } });
  return dialog;
}

const posts = () => api.requests.filter((r) => r.method === 'POST' && r.path === variantsPath);

describe('kitchen minutes in Add Size Variant', () => {
  it("shows the product's minutes as the default and sends the size's own when typed", async () => {
    const dialog = await openDialog();
    const minutes = within(dialog).getByLabelText(/^Kitchen minutes per item/);
    expect(minutes.getAttribute('placeholder')).toBe('90');
    expect(within(dialog).getByText(/Empty: 90 minutes, the product's own/)).toBeTruthy();
    fireEvent.change(minutes, { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Variant' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ size: 'full', price: '400', effortMinutes: '150' });
  });

  it("leaves the minutes out when empty, so the size costs the product's", async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Variant' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).not.toHaveProperty('effortMinutes');
  });

  it('refuses negative minutes under the field, nothing sent', async () => {
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Kitchen minutes per item/), { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Variant' }));
    expect(await within(dialog).findByText('Effort must be 0 minutes or more')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it("lists each size's own minutes, or the product's when it has none", async () => {
    saved = [half, created];
    renderApp(<VariantsTab product={weddingCake} onPickProduct={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Size variants of Wedding Cake' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual(["90 (product's)", '150']);
  });
});

describe('Edit Kitchen Minutes of a saved size', () => {
  const patchPath = `/api/admin/variants/${created.id}`;
  const patches = () => api.requests.filter((r) => r.method === 'PATCH' && r.path === patchPath);

  const editButton = () => screen.findByRole('button', { name: /^Edit kitchen minutes of Full Cake/ });
  async function openEdit() {
    fireEvent.click(await editButton());
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kitchen Minutes' });
    return { dialog, minutes: within(dialog).getByLabelText(/^Kitchen minutes per item/) as HTMLInputElement };
  }
  const renderSaved = () => {
    saved = [half, created];
    renderApp(<VariantsTab product={weddingCake} onPickProduct={() => {}} />);
  };

  it("starts from the size's minutes, sends the new ones, and sends null when emptied", async () => {
    api.serve({
      [`GET ${variantsPath}`]: () => Response.json(saved),
      [`PATCH ${patchPath}`]: () => Response.json({ ...created, effortMinutes: 120 }),
    });
    renderSaved();
    const { dialog, minutes } = await openEdit();
    expect(minutes.value).toBe('150');
    fireEvent.change(minutes, { target: { value: '120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Minutes' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.body).toEqual({ effortMinutes: '120' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Kitchen Minutes' })).toBeNull());

    const again = await openEdit();
    fireEvent.change(again.minutes, { target: { value: '' } });
    fireEvent.click(within(again.dialog).getByRole('button', { name: 'Save Minutes' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]!.body).toEqual({ effortMinutes: null });
  });

  it('refuses negative minutes under the field before sending anything', async () => {
    renderSaved();
    const { dialog, minutes } = await openEdit();
    fireEvent.change(minutes, { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Minutes' }));
    expect(await within(dialog).findByText('Effort must be 0 minutes or more')).toBeTruthy();
    expect(patches()).toHaveLength(0);
  });
});
