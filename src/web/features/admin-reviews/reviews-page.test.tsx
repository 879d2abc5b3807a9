// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminReview } from '@/contracts/reviews';
import { admin, api, renderApp } from '@/web/test/render-app';
import ReviewsPage from './reviews-page';
import { allowing } from '@/test/time-limits';

const review = (more: Partial<AdminReview>): AdminReview => ({
  id: '6b1f7c1e-2d4a-4c55-9a1e-000000000001',
  productId: 'c0ffee00-0000-4000-8000-000000000001',
  productName: 'Pistachio Baklava',
  productSlug: 'pistachio-baklava',
  rating: 5,
  text: 'Flaky and not too sweet.',
  status: 'pending',
  reply: null,
  customerName: 'Aroha N.',
  customerEmail: 'aroha@example.co.nz',
  orderNumber: 1042,
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
  ...more,
});

function renderPage(reviews: AdminReview[]) {
  let list = reviews;
  renderApp(<ReviewsPage />, {
    auth: admin,
    api: {
      'GET /api/admin/reviews': () => Response.json(list),
      'PATCH /api/admin/reviews/:id': (request) => {
        const body = request.body as { status?: AdminReview['status'] };
        list = list.map((r) => (r.id === request.params.id ? { ...r, ...body } : r));
        return Response.json(list.find((r) => r.id === request.params.id));
      },
    },
  });
}

describe('the Reviews screen', () => {
  it('opens on the reviews to approve, counts each filter, and moves an approved one out of the list', async () => {
    renderPage([
      review({}),
      review({ id: '6b1f7c1e-2d4a-4c55-9a1e-000000000002', productName: 'Rose Gulab Jamun', status: 'approved' }),
    ]);
    const filters = within(await screen.findByRole('group', { name: 'Show reviews' }));
    await waitFor(() => expect(filters.getByRole('button', { name: 'To approve (1)' })).toBeTruthy());
    expect(filters.getByRole('button', { name: 'To approve (1)' }).getAttribute('aria-pressed')).toBe('true');
    expect(filters.getByRole('button', { name: 'Approved (1)' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Pistachio Baklava')).toBeTruthy();
    expect(screen.queryByText('Rose Gulab Jamun')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No reviews to approve')).toBeTruthy();
    expect(api.calls()).toContain(`PATCH /api/admin/reviews/${review({}).id}`);
    await waitFor(() => expect(filters.getByRole('button', { name: 'Approved (2)' })).toBeTruthy());

    fireEvent.click(filters.getByRole('button', { name: 'Approved (2)' }));
    expect(await screen.findByText('Rose Gulab Jamun')).toBeTruthy();
    expect(screen.getByText('Pistachio Baklava')).toBeTruthy();
  });

  it('says why a list is empty, and offers Try again when the reviews cannot load', async () => {
    let fail = true;
    renderApp(<ReviewsPage />, {
      auth: admin,
      api: {
        'GET /api/admin/reviews': () =>
          fail
            ? Response.json({ message: 'Down', code: 'INTERNAL', requestId: 'r' }, { status: 500 })
            : Response.json([]),
      },
    });
    expect(await screen.findByText('Could not load the reviews.', {}, { timeout: allowing(10_000) })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No reviews to approve')).toBeTruthy();
  });
});
