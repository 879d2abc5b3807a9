// @vitest-environment happy-dom
/**
 * A rush (decision 0215): when the shop refuses a read with 503 BUSY, the browser sends it again
 * after Retry-After, and when it is still refused the storefront says "The shop is busy, try again
 * in a moment." in a toast; once the shop has room, the page loads.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/web/lib/query-client';
import { CAKES, cakes } from '@/web/test/category-shop';
import { api, renderApp } from '@/web/test/render-app';
import { CategoryPage } from './category-page';

const BUSY_TEXT = 'The shop is busy, try again in a moment.';
const busy = () =>
  Response.json({ message: BUSY_TEXT, code: 'BUSY', requestId: 'r' }, { status: 503, headers: { 'retry-after': '0' } });

describe('a busy shop', () => {
  it('tries again, then says the shop is busy and to try again in a moment', async () => {
    let refusing = true;
    api.serve({
      'GET /api/categories': () => Response.json([CAKES]),
      'GET /api/products': () => (refusing ? busy() : Response.json(cakes(3), { headers: { 'x-total-count': '3' } })),
    });
    const { queryClient } = renderApp(<CategoryPage />, {
      route: '/category/cakes',
      path: '/category/:slug',
      queryClient: createQueryClient({ announceBusy: true }),
      toaster: true,
    });

    expect(await screen.findByText(BUSY_TEXT)).toBeTruthy();
    const reads = api.fetch.mock.calls.filter(([input]) => String(input).startsWith('/api/products'));
    // The first refusal and the one try after it.
    expect(reads).toHaveLength(2);

    refusing = false;
    await queryClient.refetchQueries();
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(3));
  });
});
