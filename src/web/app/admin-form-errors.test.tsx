// @vitest-environment jsdom
// jsdom, not happy-dom (decision 0240): the test records `scrollIntoView` on `Element.prototype`, which
// happy-dom's form fields shadow with their own.
/**
 * The admin's form dialogs after a refused submit (issue 20): the first field in error takes the
 * focus and is scrolled into view (not the button, with the message out of sight), and a field's
 * error goes as soon as its value is valid, while the others stay until they are fixed too.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminProduct } from '@/contracts/admin-catalog';
import { resetToasts } from '@/web/lib/toast-store';
import { adminProduct, answerEachRequest } from '@/web/test/admin-catalog-fixtures';
import { recordScrollIntoView } from '@/web/test/dom-stubs';
import { admin, auth, renderApp } from '@/web/test/render-app';
import { RewardDialog } from '@/web/features/admin-loyalty/components/reward-dialog';
import { CategoriesTab } from '@/web/features/admin-catalog/components/categories-tab';
import { ProductDialog } from '@/web/features/admin-catalog/components/product-dialog';
import { VariantsTab } from '@/web/features/admin-catalog/components/variants-tab';

type Handler = (method: string, url: string) => Response | undefined;
let handler: Handler = () => undefined;
/** What the page asked to be scrolled into view (jsdom does not scroll; browsers do). */
const scrolledTo = recordScrollIntoView();

beforeEach(() => {
  resetToasts();
  auth.as(admin);
  // Each test answers what its dialog sends; anything else is the server's 404 (still checked
  // against the contract by the harness).
  answerEachRequest((method, url) => handler(method, url));
});
afterEach(() => {
  handler = () => undefined;
});

const wrap = (children: ReactNode) => renderApp(<>{children}</>);

/** The focused control, checked to be the one labelled `label`, marked invalid and scrolled to. */
async function expectFocusOn(dialog: HTMLElement, label: RegExp) {
  const field = within(dialog).getByLabelText(label);
  await waitFor(() => expect(document.activeElement).toBe(field));
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(scrolledTo).toContain(field);
}

const errorOf = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
};

const product: AdminProduct = adminProduct();

describe('the product dialog', () => {
  it('focuses the first invalid field after a failed submit, and clears each error once its field is valid', async () => {
    wrap(<ProductDialog open product={null} categories={[]} onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Product' });
    const submit = within(dialog).getByRole('button', { name: 'Create Product' });
    submit.focus();
    fireEvent.click(submit);

    await expectFocusOn(dialog, /^Product Name/);
    const name = within(dialog).getByLabelText(/^Product Name/);
    const description = within(dialog).getByLabelText(/^Short Description/);
    expect(errorOf(name)).not.toBe('');
    expect(errorOf(description)).not.toBe('');

    fireEvent.change(name, { target: { value: 'Rose Cake' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(name)).toBe('');
    // The fields not yet fixed keep their errors.
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(description)).not.toBe('');

    // A value still invalid keeps its field's error; a fixed field that becomes invalid again shows it again.
    fireEvent.change(name, { target: { value: '   ' } });
    expect(name.getAttribute('aria-invalid')).toBe('true');

    // The next refused submit moves the focus to what is still wrong, here the description.
    fireEvent.change(name, { target: { value: 'Rose Cake' } });
    submit.focus();
    fireEvent.click(submit);
    await expectFocusOn(dialog, /^Short Description/);
  });
});

describe('the category dialog', () => {
  it('focuses the field the server refused, and its error goes when the value changes to a valid one', async () => {
    handler = (method, url) =>
      method === 'POST' && url === '/api/admin/categories'
        ? Response.json(
            {
              message: 'That slug is taken',
              code: 'CONFLICT',
              requestId: 'r1',
              fields: { slug: 'That slug is already used' },
            },
            { status: 409 },
          )
        : undefined;
    wrap(<CategoriesTab categories={[]} loading={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Category' });
    fireEvent.change(within(dialog).getByLabelText(/^Category Name/), { target: { value: 'Cakes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Category' }));

    await expectFocusOn(dialog, /^Slug/);
    const slug = within(dialog).getByLabelText(/^Slug/);
    expect(errorOf(slug)).toBe('That slug is already used');
    // Another field's change leaves the server's reason where it is.
    fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'Whole cakes' } });
    expect(errorOf(slug)).toBe('That slug is already used');
    fireEvent.change(slug, { target: { value: 'celebration-cakes' } });
    expect(errorOf(slug)).toBe('');
    expect(slug.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the size variant dialog', () => {
  it('focuses the size after a failed submit, and clears its error once one is chosen', async () => {
    handler = (method, url) =>
      method === 'GET' && url === `/api/admin/products/${product.id}/variants` ? Response.json([]) : undefined;
    wrap(<VariantsTab product={product} onPickProduct={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Size Variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Size Variant' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Variant' }));

    await expectFocusOn(dialog, /^Size/);
    const size = within(dialog).getByLabelText(/^Size/);
    const price = within(dialog).getByLabelText(/^Price/);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(size, { target: { value: 'full' } });
    expect(size.getAttribute('aria-invalid')).toBeNull();
    expect(price.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the reward dialog', () => {
  it('focuses the first invalid field after a failed submit, and clears its error once valid', async () => {
    wrap(<RewardDialog open reward={null} onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Create|Save/ }));

    await expectFocusOn(dialog, /^Name/);
    const name = within(dialog).getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Free coffee' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(
      within(dialog)
        .getByLabelText(/^Description/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });
});

describe("the product dialog's pictures", () => {
  it('shows the saved main image as a picture first, its path only below it, small', async () => {
    wrap(<ProductDialog open product={product} categories={[]} onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const picture = within(dialog).getByRole('img', { name: 'Preview of the main image' });
    expect(picture.getAttribute('src')).toBe('/images/products/lemon-drizzle.webp');
    const path = within(dialog).getByRole('textbox', { name: /^Main Image path/ });
    expect((path as HTMLInputElement).value).toBe('/images/products/lemon-drizzle.webp');
    // The picture comes before the path: the admin sees the photo, not a file name.
    expect(picture.compareDocumentPosition(path) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
