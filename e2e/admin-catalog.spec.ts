import { expectNoAxeViolations } from './axe';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { allowFailedLoads, expect, test, waitForHydration } from './fixtures';
import { expectToast } from './shop';
import { DEMO_ADMIN, signIn } from './sign-in';
import { PHONE_PHOTO_BYTES, phonePhoto } from '../src/server/modules/uploads/upload-test-images';
import { allowing } from '../src/test/time-limits';

/**
 * The admin catalogue (issue [9 of 11], "Done when"): create a category, a product in it with an
 * uploaded main image and two more, two size variants, see it in the shop with those sizes and
 * responsive images; drag it to the top and see the home grid follow; edit and delete. Dragging
 * to the top changes the home grid's first product, which other journeys read, so this file runs
 * in the 'after-all' project, on a shop of its own; its category and product carry a unique tag and
 * are deleted at the end.
 */
// One after another in one worker: each test reorders the same list (the config runs tests in parallel).
test.describe.configure({ mode: 'default', timeout: allowing(120_000) });

/** A small photo made on the spot: a coloured square, as a phone's JPEG or a PNG. */
async function photo(name: string, colour: string, format: 'png' | 'jpeg') {
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background: colour } });
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

const tag = () => Math.random().toString(36).slice(2, 7);

test('create a category and a product with photos and sizes, reorder it to the top, edit and delete', async ({
  page,
  request,
}) => {
  // The phone photo's six copies (WebP and AVIF, three widths) are made while the admin waits.
  test.setTimeout(allowing(240_000));
  const t = tag();
  const categoryName = `E2E Pies ${t}`;
  const productName = `E2E Mince Pie ${t}`;
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/admin/products');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Product Management' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A category: the slug follows the name until edited.
  await page.getByRole('tab', { name: 'Categories' }).click();
  await page.getByRole('button', { name: 'Add Category' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add New Category' });
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(dialog.getByText('Category name is required')).toBeVisible();
  await dialog.getByLabel('Category Name').fill(categoryName);
  await expect(dialog.getByLabel('Slug')).toHaveValue(`e2e-pies-${t}`);
  await dialog.getByLabel('Icon').fill('🥧');
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expectToast(page, 'Success', 'Category created successfully');
  await expect(dialog).toBeHidden();
  const categoryRow = page.getByRole('row').filter({ hasText: categoryName });
  await expect(categoryRow).toContainText(`e2e-pies-${t}`);
  await expect(categoryRow).toContainText('Visible');

  // A product in it: section 5's messages first, then the fields and three uploaded photos.
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  for (const message of [
    'Product name is required',
    'Description is required',
    'Price is required',
    'Category is required',
    'Main image is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await dialog.getByLabel('Product Name').fill(productName);
  await dialog.getByLabel('Short Description').fill('Buttery pastry, spiced fruit');
  await dialog.getByRole('spinbutton', { name: /^Price \(\$\)/ }).fill('12.50');
  await dialog.getByLabel('Original Price ($)').fill('15.00');
  await dialog.getByLabel('Category').selectOption({ label: categoryName });
  // Allergens by their required names (issue 26): the recipe's cereal, in the Contains group (first).
  await dialog.getByLabel('Wheat', { exact: true }).first().check();
  await dialog.getByLabel('Vegetarian').check();

  // The main image is a phone's photo: 4032x3024 JPEG of 3-5 MB, stored sideways (EXIF orientation 6).
  const phone = await phonePhoto();
  expect(phone.length).toBeGreaterThanOrEqual(PHONE_PHOTO_BYTES.min);
  expect(phone.length).toBeLessThanOrEqual(PHONE_PHOTO_BYTES.max);
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/product-images') && r.ok());
  await dialog
    .getByLabel('Upload main image')
    .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: phone });
  await uploaded;
  // Read from the toasts the page recorded as it showed them (a toast lasts 5 s); the photos go
  // through the image worker, which took more than 7 s for two of them in a whole run at load 13.
  await expectToast(page, 'Success', 'Image uploaded successfully! Preview is now available.', {
    timeout: allowing(30_000),
  });
  await expect(dialog.getByRole('textbox', { name: /^Main Image/ })).toHaveValue(/^\/objects\/.+\.webp$/);
  await expect(dialog.getByRole('img', { name: 'Preview of the main image' })).toBeVisible();

  await dialog
    .getByLabel('Upload additional images')
    .setInputFiles([await photo('side.png', '#7a9a3a', 'png'), await photo('top.jpg', '#b42318', 'jpeg')]);
  await expectToast(page, 'Success', '2 image(s) uploaded successfully', { timeout: allowing(30_000) });
  await expect(dialog.getByRole('list', { name: 'additional images previews' }).getByRole('img')).toHaveCount(2);
  await expect(dialog.getByText('2 of 8 images')).toBeVisible();

  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expectToast(page, 'Success', 'Product created successfully');
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row).toContainText('$12.50');
  await expect(row.locator('s')).toHaveText('$15.00');

  // Two sizes, from the row's ruler button.
  await row.getByRole('button', { name: `Manage sizes of ${productName}` }).click();
  await expect(page.getByRole('heading', { name: `Sizes of ${productName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No size variants' })).toBeVisible();
  for (const [size, price, serves] of [
    ['Half Cake (Serves 10-12)', '60.00', '10-12 people'],
    ['Full Cake (Serves 16-20)', '95.00', '16-20 people'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Size Variant' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Size Variant' });
    await dialog.getByRole('combobox', { name: /^Size/ }).selectOption({ label: size });
    await dialog.getByLabel('Price ($)').fill(price);
    await dialog.getByLabel('Serves').fill(serves);
    await dialog.getByRole('button', { name: 'Add Variant' }).click();
    await expectToast(page, 'Success', 'Variant created successfully');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: size })).toContainText('Available');
  }

  // The shop: the product page offers those sizes and the uploaded photo in several widths.
  const found = (await (await request.get(`/api/products?search=${encodeURIComponent(productName)}`)).json()) as {
    slug: string;
    image: string;
    images: string[];
  }[];
  expect(found).toHaveLength(1);
  const [created] = found;
  expect(created!.images).toHaveLength(2);
  // A visitor's own browser: the admin's context would sign in silently and be sent to /admin.
  const shop = await page.context().browser()!.newPage();
  await shop.goto(`/product/details/${created!.slug}`);
  await waitForHydration(shop);
  await expect(shop.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(shop.getByText('Half Cake', { exact: false }).first()).toBeVisible();
  await expect(shop.getByText('Full Cake', { exact: false }).first()).toBeVisible();
  const mainImage = shop.locator(`img[src="${created!.image}"]`).first();
  await expect(mainImage).toHaveAttribute('srcset', /-400w\.webp 400w, \S+\.webp 800w, \S+-1600w\.webp 1600w$/);
  const avifSource = shop.locator('picture').filter({ has: mainImage }).first().locator('source[type="image/avif"]');
  await expect(avifSource).toHaveAttribute('srcset', /-400w\.avif 400w, \S+\.avif 800w, \S+-1600w\.avif 1600w$/);
  // Chromium takes the AVIF copy, and the phone photo shows upright (portrait, as it was held).
  await expect.poll(() => mainImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  const [naturalWidth, naturalHeight] = await mainImage.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(naturalHeight).toBeGreaterThan(naturalWidth!);
  const avif = await request.get(created!.image.replace(/\.webp$/, '.avif'));
  expect(avif.status()).toBe(200);
  expect(avif.headers()['content-type']).toBe('image/avif');
  const picture = await request.get(created!.image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/webp');

  // Drag it to the top with the keyboard (the handle: Space, arrows, Space): one request.
  await page.getByRole('tab', { name: 'Products' }).click();
  const handles = page.getByRole('button', { name: /^Reorder / });
  const names = await handles.evaluateAll((list) => list.map((b) => b.getAttribute('aria-label')));
  const from = names.indexOf(`Reorder ${productName}`);
  expect(from).toBeGreaterThan(0);
  const reorders: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admin/products/reorder')) reorders.push(r.postData() ?? '');
  });
  const handle = page.getByRole('button', { name: `Reorder ${productName}` });
  await handle.focus();
  await page.keyboard.press('Space');
  // dnd-kit scrolls the list between key presses and ignores keys while it does (on a busy machine
  // a press can land mid-scroll and be dropped): each step presses ArrowUp until the screen
  // reader's announcement names a higher position, then goes on from wherever that is.
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(live).toContainText(`position ${from + 1} of`);
  const announced = async () =>
    Number(/over position (\d+) of/.exec((await live.textContent()) ?? '')?.[1] ?? from + 1);
  for (let step = 0, position = from + 1; position > 1 && step < 4 * from; step++) {
    const before = position;
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect.poll(announced, { timeout: 3_000 }).toBeLessThan(before);
    }).toPass();
    position = await announced();
  }
  await expect(live).toContainText('is over position 1 of');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/products/reorder'));
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expectToast(page, 'Success', 'Product order updated successfully');
  expect(reorders).toHaveLength(1);
  const sent = JSON.parse(reorders[0]!) as { productOrders: { id: string; sortOrder: number }[] };
  expect(sent.productOrders[0]!.sortOrder).toBe(1);
  expect(sent.productOrders.map((p) => p.sortOrder)).toEqual(sent.productOrders.map((_, i) => i + 1));
  await expect(handles.first()).toHaveAccessibleName(`Reorder ${productName}`);
  await expect(page.getByRole('row').filter({ hasText: productName })).toContainText('Order: 1');

  await shop.goto('/');
  await waitForHydration(shop);
  await expect(shop.locator('#products article h3').first()).toHaveText(productName);

  // Edit: a new price and the bestseller badge.
  await page.getByRole('button', { name: `Edit ${productName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog.getByLabel('Product Name')).toHaveValue(productName);
  await dialog.getByRole('spinbutton', { name: /^Price \(\$\)/ }).fill('14.00');
  await dialog.getByLabel('Bestseller').check();
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expectToast(page, 'Success', 'Product updated successfully');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('$14.00');
  await expect(row).toContainText('Bestseller');

  // The filters: the search finds it, the category narrows to it.
  await page.getByLabel('Search').fill(t);
  await expect(page.getByText(/^Showing 1 of \d+ products$/)).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Out of Stock' });
  await expect(page.getByText('No products match your current filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Bestsellers' });
  await expect(row).toBeVisible();

  // Delete the product, then its category (refused while the product existed; now empty).
  await row.getByRole('button', { name: `Delete ${productName}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this product?' })
    .getByRole('button', { name: 'Delete Product' })
    .click();
  await expectToast(page, 'Success', 'Product deleted successfully');
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(categoryRow).toBeVisible();
  await categoryRow.getByRole('button', { name: `Delete ${categoryName}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this category?' })
    .getByRole('button', { name: 'Delete Category' })
    .click();
  await expectToast(page, 'Success', 'Category deleted successfully');
  await expect(categoryRow).toHaveCount(0);
  await shop.close();
});

test('a category in use is not deleted and the server says why', async ({ page }) => {
  // The browser logs the refused DELETE (409); the page shows the server's message.
  allowFailedLoads(page, /\/api\/admin\/categories\//);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/admin/products');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Categories' }).click();
  const row = page.getByRole('row').filter({ hasText: 'cakes' }).first();
  const name = (await row.locator('td').first().locator('p').first().textContent())!;
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this category?' })
    .getByRole('button', { name: 'Delete Category' })
    .click();
  await expectToast(page, 'Error', new RegExp(`${name} still has \\d+ products?`));
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * A finger on a tablet's screen: real touch input through the browser (Chrome DevTools protocol),
 * so the page gets what a tablet sends, pointer events of type "touch" and touch events. Both ends
 * are brought into view first (a touch outside the screen lands nowhere).
 */
async function fingerDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const end = { x: start.x, y: b.y + b.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  await page.waitForTimeout(300);
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    const point = { x: start.x, y: start.y + ((end.y - start.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(200);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * A finger's drag from the middle of `from` to the middle of `to`, as touch events (touchstart,
 * touchmove…, touchend with their Touch points): held still past the touch sensor's 150 ms delay
 * first, then moved in small steps as a finger does. No pointer or mouse events are sent, so only
 * dnd-kit's TouchSensor can pick the row up.
 */
async function touchDrag(from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const end = { x: start.x, y: b.y + b.height / 2 };
  await from.evaluate(
    async (element, { start, end }) => {
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const fire = (type: string, x: number, y: number) => {
        const touch = new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
        const held = type === 'touchend' ? [] : [touch];
        element.dispatchEvent(
          new TouchEvent(type, {
            bubbles: true,
            cancelable: true,
            composed: true,
            touches: held,
            targetTouches: held,
            changedTouches: [touch],
          }),
        );
      };
      fire('touchstart', start.x, start.y);
      await pause(300);
      const steps = 12;
      for (let i = 1; i <= steps; i++) {
        fire('touchmove', start.x, start.y + ((end.y - start.y) * i) / steps);
        await pause(30);
      }
      await pause(200);
      fire('touchend', end.x, end.y);
    },
    { start, end },
  );
}

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a product dragged by touch goes to the top with one reorder request, and back', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/admin/products');
    await waitForHydration(page);
    await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
    const handles = page.getByRole('button', { name: /^Reorder / });
    await expect(handles.nth(2)).toBeVisible();
    const before = await handles.evaluateAll((list) => list.map((b) => b.getAttribute('aria-label')!));
    expect(before.length).toBeGreaterThan(2);
    const [first, second] = before;

    const reorders: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/api/admin/products/reorder')) reorders.push(r.postData() ?? '');
    });

    // The second product, by its handle, onto the first row, with a finger.
    let saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/products/reorder'));
    await fingerDrag(page, page.getByRole('button', { name: second! }), page.getByRole('button', { name: first! }));
    expect((await saved).status()).toBe(200);
    await expectToast(page, 'Success', 'Product order updated successfully');
    expect(reorders).toHaveLength(1);
    const sent = JSON.parse(reorders[0]!) as { productOrders: { id: string; sortOrder: number }[] };
    expect(sent.productOrders.map((p) => p.sortOrder)).toEqual(sent.productOrders.map((_, i) => i + 1));
    await expect(handles.first()).toHaveAccessibleName(second!);
    await expect(handles.nth(1)).toHaveAccessibleName(first!);
    await expect(page.getByRole('row').filter({ has: page.getByRole('button', { name: second! }) })).toContainText(
      'Order: 1',
    );

    // And back, so the shop's order is as it was, with touch events alone (only dnd-kit's
    // TouchSensor can take those): again one request for the one drag.
    saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/products/reorder'));
    await page.getByRole('button', { name: second! }).scrollIntoViewIfNeeded();
    await touchDrag(page.getByRole('button', { name: first! }), page.getByRole('button', { name: second! }));
    expect((await saved).status()).toBe(200);
    expect(reorders).toHaveLength(2);
    await expect(handles.first()).toHaveAccessibleName(first!);
    await expect(handles.nth(1)).toHaveAccessibleName(second!);
  });
});
