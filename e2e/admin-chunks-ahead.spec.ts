import { expect, test } from './fixtures';
import { DEMO_ADMIN, signIn } from './sign-in';
import { allowing } from '../src/test/time-limits';

/**
 * A member of staff opening an admin page at its address (a bookmark on the counter's tablet)
 * gets the portal's guard, its frame and the page's own code fetched at once, while the browser
 * is still hydrating, instead of one after another behind the sign-in check: the frame and the
 * page used to be asked for only once GET /api/auth/user had answered, the longest wait of /admin.
 */
test('an admin page opened at its address fetches its code before the sign-in check is asked @desktop', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, { from: '/admin/orders' });
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible({
    timeout: allowing(15_000),
  });

  const first = (pattern: RegExp) => requests.findIndex((path) => pattern.test(path));
  const profile = first(/^\/api\/auth\/user$/);
  expect(profile, 'the page asked who is signed in').toBeGreaterThanOrEqual(0);
  for (const chunk of [/^\/assets\/admin-entry-/, /^\/assets\/admin-app-/, /^\/assets\/orders-page-/]) {
    const at = first(chunk);
    expect(at, `${chunk} was fetched`).toBeGreaterThanOrEqual(0);
    expect(at, `${chunk} was asked for before /api/auth/user`).toBeLessThan(profile);
  }
});
