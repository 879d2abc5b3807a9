// @vitest-environment happy-dom
/**
 * The admin catalogue's screens in the browser's DOM, with the server answered here: empty states,
 * 'No Product Selected', the upload progress bar, deleting a size, and section 8's toasts when the
 * server refuses (admin spec sections 2, 4 and 8).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCategory, AdminProduct } from '@/contracts/admin-catalog';
import type { AdminLoyaltyReward } from '@/contracts/loyalty';
import type { AdminVariant } from '@/contracts/admin-catalog';
import { getToasts, resetToasts } from '@/web/lib/toast-store';
import { adminCategory, adminProduct, adminVariant, answerEachRequest } from '@/web/test/admin-catalog-fixtures';
import { admin, auth, renderApp } from '@/web/test/render-app';
import LoyaltyAdminPage from '@/web/features/admin-loyalty/loyalty-admin-page';
import { uploadImage } from '@/web/features/admin-catalog/api/upload-image';
import { CategoriesTab } from '@/web/features/admin-catalog/components/categories-tab';
import { MultiImageUpload, SingleImageUpload } from '@/web/features/admin-catalog/components/image-upload';
import { VariantsTab } from '@/web/features/admin-catalog/components/variants-tab';
import ProductsPage from '@/web/features/admin-catalog/products-page';

vi.mock('@/web/features/admin-catalog/api/upload-image', () => ({ uploadImage: vi.fn() }));

type Handler = (method: string, url: string, body: unknown) => Response | undefined;
let handler: Handler;
const calls: Array<{ method: string; url: string; body: unknown }> = [];

beforeEach(() => {
  calls.length = 0;
  resetToasts();
  auth.as(admin);
  // Each test answers what its screen asks; anything else is the server's 404 (the harness
  // checks every answer against the contract).
  answerEachRequest((method, url, body) => {
    calls.push({ method, url, body });
    return handler(method, url, body);
  });
});
afterEach(() => {
  vi.mocked(uploadImage).mockReset();
});

const wrap = (children: ReactNode) => renderApp(<>{children}</>);

const lastToast = () => {
  const [shown] = getToasts();
  return shown && { title: shown.title, description: shown.description, variant: shown.variant };
};

const category: AdminCategory = adminCategory();

const product: AdminProduct = adminProduct({ allergens: ['wheat'] });

const json = (value: unknown, status = 200) => Response.json(value, { status });
const refused = (status: number, message: string, fields?: Record<string, string>) =>
  json({ message, code: 'REFUSED', requestId: 'r1', ...(fields ? { fields } : {}) }, status);

describe('the Products page', () => {
  it("says 'No products found' and 'Start by adding your first product.' when there are none", async () => {
    handler = (method, url) => {
      if (url === '/api/admin/products') return json([]);
      if (url === '/api/admin/categories') return json([category]);
    };
    wrap(<ProductsPage />);
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(screen.getByText('Start by adding your first product.')).toBeTruthy();
    expect(screen.queryByText('No products match your current filters.')).toBeNull();
    expect(screen.getByText(/Drag products by the handle to reorder them on the homepage/)).toBeTruthy();
    // The admin reads its own lists (notes, archived products, counts): decision 0075.
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.url)).toEqual(
      expect.arrayContaining(['/api/admin/products', '/api/admin/categories']),
    );
    expect(calls.some((c) => c.url === '/api/products' || c.url === '/api/categories')).toBe(false);
  });

  it("shows 'No Product Selected' on Size Variants until a product is picked", async () => {
    handler = (method, url) => {
      if (url === '/api/admin/products') return json([product]);
      if (url === '/api/admin/categories') return json([category]);
    };
    wrap(<ProductsPage />);
    await screen.findByRole('button', { name: 'Reorder Lemon Drizzle' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Size Variants' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Size Variants' }));
    expect(await screen.findByRole('heading', { name: 'No Product Selected' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Products' }));
    expect(await screen.findByRole('button', { name: 'Reorder Lemon Drizzle' })).toBeTruthy();
  });

  it("toasts 'Failed to update product' and 'Failed to delete product' when the server refuses", async () => {
    handler = (method, url) => {
      if (method === 'GET' && url === '/api/admin/products') return json([product]);
      if (method === 'GET' && url === '/api/admin/categories') return json([category]);
      if (method === 'PUT' && url === `/api/admin/products/${product.id}`) return refused(500, 'Something broke');
      if (method === 'DELETE' && url === `/api/admin/products/${product.id}`) return refused(500, 'Something broke');
    };
    wrap(<ProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Lemon Drizzle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() =>
      expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to update product', variant: 'destructive' }),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete Lemon Drizzle' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this product?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Product' }));
    await waitFor(() =>
      expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to delete product', variant: 'destructive' }),
    );
  });
});

describe('the Categories tab', () => {
  it("toasts section 8's 'Failed to create category' and shows the server's reason at its field", async () => {
    handler = (method, url) => {
      if (method === 'POST' && url === '/api/admin/categories') {
        return refused(409, 'That slug is taken', { slug: 'That slug is already used by another category' });
      }
    };
    wrap(<CategoriesTab categories={[category]} loading={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Category' });
    fireEvent.change(within(dialog).getByLabelText(/Category Name/), { target: { value: 'Cakes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    await waitFor(() =>
      expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to create category', variant: 'destructive' }),
    );
    expect(within(dialog).getByText('That slug is already used by another category')).toBeTruthy();
  });

  it("toasts 'Failed to update category' and 'Failed to delete category'", async () => {
    const empty = { ...category, productCount: 0 };
    handler = (method, url) => {
      if (method === 'PUT' && url === `/api/admin/categories/${category.id}`) return refused(500, 'Internal error');
      // A refused delete shows the server's reason (decision 0055); without one, section 8's words.
      if (method === 'DELETE' && url === `/api/admin/categories/${category.id}`)
        return new Response('', { status: 502 });
    };
    wrap(<CategoriesTab categories={[empty]} loading={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Cakes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Category' }));
    await waitFor(() =>
      expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to update category', variant: 'destructive' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Category' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete Cakes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this category?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Category' }));
    await waitFor(() =>
      expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to delete category', variant: 'destructive' }),
    );
  });
});

describe('the Size Variants tab', () => {
  const half: AdminVariant = adminVariant({
    productId: product.id,
    size: 'half',
    price: '60.00',
    serves: '10-12 people',
  });

  it('deletes a size after confirmation: one DELETE, the list refreshed, the success toast', async () => {
    let variants = [half];
    handler = (method, url) => {
      if (method === 'GET' && url === `/api/admin/products/${product.id}/variants`) return json(variants);
      if (method === 'DELETE' && url === `/api/admin/variants/${half.id}`) {
        variants = [];
        return json({ message: 'Variant deleted' });
      }
    };
    wrap(<VariantsTab product={product} onPickProduct={() => {}} />);
    const row = (await screen.findByText(/Half Cake/)).closest('tr')!;
    expect(within(row).getByText('Available')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /^Delete Half Cake/ }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: /Delete/ }));
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Success',
        description: 'Variant deleted successfully',
        variant: 'success',
      }),
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/Half Cake/)).toBeNull());
  });

  it("toasts 'Failed to delete variant' and 'Failed to create variant' when the server refuses", async () => {
    handler = (method, url) => {
      if (method === 'GET' && url === `/api/admin/products/${product.id}/variants`) return json([half]);
      if (method === 'DELETE') return refused(500, 'Internal error');
      if (method === 'POST') return refused(500, 'Internal error');
    };
    wrap(<VariantsTab product={product} onPickProduct={() => {}} />);
    const row = (await screen.findByText(/Half Cake/)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /^Delete Half Cake/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Delete/ }));
    await waitFor(() =>
      expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to delete variant', variant: 'destructive' }),
    );
    // The confirmation stays open to try again; the size is still listed.
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/Half Cake/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Size Variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Size Variant' });
    fireEvent.change(within(dialog).getByLabelText(/^Size/), { target: { value: 'full' } });
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '95.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Variant' }));
    await waitFor(() =>
      expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to create variant', variant: 'destructive' }),
    );
  });
});

describe('photo uploads', () => {
  const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'cake.jpg', { type: 'image/jpeg' });

  it('shows a progress bar while the bytes go up, then the success toast', async () => {
    let progress: (fraction: number) => void = () => {};
    let finish: (path: string) => void = () => {};
    vi.mocked(uploadImage).mockImplementation(
      (_file, onProgress) =>
        new Promise<string>((resolve) => {
          progress = onProgress!;
          finish = resolve;
        }),
    );
    const changed: string[] = [];
    wrap(<SingleImageUpload value="" onChange={(p) => changed.push(p)} name="main image" />);
    fireEvent.change(screen.getByLabelText('Upload main image'), { target: { files: [jpeg()] } });
    const bar = await screen.findByRole('progressbar', { name: 'Uploading cake.jpg' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => progress(0.4));
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Uploading cake.jpg 40%')).toBeTruthy();
    await act(async () => finish('/objects/products/x.webp'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(changed).toEqual(['/objects/products/x.webp']);
    expect(lastToast()).toEqual({
      title: 'Success',
      description: 'Image uploaded successfully! Preview is now available.',
      variant: 'success',
    });
  });

  it("toasts 'Upload Failed' for one image and for several", async () => {
    vi.mocked(uploadImage).mockRejectedValue(new Error('503'));
    wrap(<SingleImageUpload value="" onChange={() => {}} name="main image" />);
    fireEvent.change(screen.getByLabelText('Upload main image'), { target: { files: [jpeg()] } });
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Upload Failed',
        description: 'Failed to upload image. Please try again.',
        variant: 'destructive',
      }),
    );
    cleanup();

    vi.mocked(uploadImage).mockReset();
    vi.mocked(uploadImage).mockResolvedValueOnce('/objects/products/a.webp').mockRejectedValueOnce(new Error('503'));
    const changed: string[][] = [];
    wrap(<MultiImageUpload value={[]} onChange={(p) => changed.push(p)} name="additional images" />);
    fireEvent.change(screen.getByLabelText('Upload additional images'), { target: { files: [jpeg(), jpeg()] } });
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Upload Failed',
        description: 'Failed to upload one or more images. Please try again.',
        variant: 'destructive',
      }),
    );
    // The one that went up is kept.
    expect(changed).toEqual([['/objects/products/a.webp']]);
  });
});

describe('the Loyalty page', () => {
  it("says 'No rewards created' when there are none", async () => {
    handler = (method, url) => {
      if (url === '/api/admin/loyalty/rewards') return json([] satisfies AdminLoyaltyReward[]);
    };
    wrap(<LoyaltyAdminPage />);
    expect(await screen.findByRole('heading', { name: 'No rewards created' })).toBeTruthy();
  });
});
