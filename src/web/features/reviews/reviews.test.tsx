// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreReview } from '@/contracts/reviews';
import { api, customer, type FakeRoutes, renderApp } from '@/web/test/render-app';
import { ProductReviews } from './components/product-reviews';
import { ReviewDialog } from './components/review-dialog';

const PRODUCT_ID = '7d9f1c2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f';

const approved = (more: Partial<StoreReview> = {}): StoreReview => ({
  id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
  rating: 5,
  text: 'Flaky and buttery.\nWill order again.',
  authorName: 'Aroha N.',
  verifiedPurchase: true,
  createdAt: '2026-11-20T01:00:00.000Z',
  reply: 'Ngā mihi, Aroha!',
  repliedAt: '2026-11-21T01:00:00.000Z',
  ...more,
});

describe('ProductReviews', () => {
  it('shows nothing, and asks for nothing, when the product has no approved reviews', () => {
    const { container } = renderApp(<ProductReviews productId={PRODUCT_ID} rating={0} reviewCount={0} />);
    expect(container.textContent).toBe('');
    expect(api.calls()).toEqual([]);
  });

  it('lists approved reviews as verified purchases, with the bakery’s reply', async () => {
    renderApp(<ProductReviews productId={PRODUCT_ID} rating={4.5} reviewCount={2} />, {
      api: {
        'GET /api/products/:id/reviews': () => [
          approved(),
          approved({ id: 'b', rating: 4, text: null, reply: null, authorName: 'Tom W.' }),
        ],
      },
    });
    expect(screen.getByRole('heading', { name: 'Customer reviews' })).toBeTruthy();
    const first = await screen.findByRole('article', { name: 'Review by Aroha N.' });
    expect(first.textContent).toContain('Verified purchase');
    expect(first.textContent).toContain('Reply from the bakery');
    expect(screen.getAllByText('Verified purchase')).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(1);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
  });
});

describe('ReviewDialog', () => {
  const open = (routes: FakeRoutes) =>
    renderApp(
      <ReviewDialog
        open
        onOpenChange={() => {}}
        productId={PRODUCT_ID}
        productName="Pistachio Baklava"
        existing={undefined}
      />,
      { auth: customer, api: routes },
    );

  it('asks for a rating before sending anything, then sends the stars and the text', async () => {
    const sent: unknown[] = [];
    open({
      'PUT /api/products/:id/review': (request) => {
        sent.push(request.body);
        return {
          id: 'r1',
          productId: PRODUCT_ID,
          rating: 4,
          text: 'Lovely',
          status: 'pending',
          reply: null,
          updatedAt: '2026-11-27T01:00:00.000Z',
        };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars, Very good' }));
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: 'Lovely' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(sent).toEqual([{ rating: 4, text: 'Lovely' }]));
  });

  it('refuses control characters in the text beside the field, without a request', async () => {
    open({});
    fireEvent.click(screen.getByRole('radio', { name: '5 stars, Excellent' }));
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: 'nice\u0007cake' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Remove the invisible control characters.')).toBeTruthy();
    expect(api.calls()).not.toContain('PUT /api/products/' + PRODUCT_ID + '/review');
  });

  it('says why when the server refuses a customer without a delivered order', async () => {
    open({
      'PUT /api/products/:id/review': () =>
        Response.json(
          { message: 'productId: no', code: 'REVIEW_NOT_ALLOWED', requestId: 'x', fields: { productId: 'no' } },
          { status: 403 },
        ),
    });
    fireEvent.click(screen.getByRole('radio', { name: '3 stars, Good' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect((await screen.findByRole('alert')).textContent).toContain('delivered or collected');
  });
});
