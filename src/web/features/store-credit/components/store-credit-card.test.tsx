// @vitest-environment happy-dom
/** The store credit card on /account and /loyalty (decision 0202): the balance and its latest rows. */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StoreCreditBalance } from '@/contracts/store-credit';
import { api, auth, customer, renderApp } from '@/web/test/render-app';
import { StoreCreditCard } from './store-credit-card';

const BALANCE: StoreCreditBalance = {
  balance: '12.50',
  entries: [
    {
      id: 'e3',
      kind: 'returned',
      amount: '5.00',
      orderNumber: 1044,
      note: 'order #1044 cancelled',
      createdAt: '2026-11-24T01:00:00Z',
    },
    { id: 'e2', kind: 'spent', amount: '9.50', orderNumber: null, note: null, createdAt: '2026-11-23T01:00:00Z' },
    {
      id: 'e1',
      kind: 'granted',
      amount: '22.00',
      orderNumber: 1042,
      note: 'Cake arrived squashed',
      createdAt: '2026-11-22T01:00:00Z',
    },
  ],
};

beforeEach(() => auth.as(customer));

describe('StoreCreditCard', () => {
  it('shows the balance and what came in and went out, newest first', async () => {
    api.serve({ 'GET /api/store-credit': () => Response.json(BALANCE) });
    renderApp(<StoreCreditCard />);
    expect(await screen.findByTestId('store-credit-balance')).toHaveProperty('textContent', '$12.50');
    expect(screen.getByText(/Worth 110% and never expires/)).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Store credit history' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Returned from order #1044'),
      expect.stringContaining('Spent at checkout'),
      expect.stringContaining('Credit for order #1042'),
    ]);
    expect(rows[1]!.textContent).toContain('-$9.50');
    expect(rows[2]!.textContent).toContain('+$22.00');
    expect(rows[2]!.textContent).toContain('Cake arrived squashed');
  });

  it('shows nothing to a customer who never had credit', async () => {
    let asked = false;
    api.serve({
      'GET /api/store-credit': () => {
        asked = true;
        return Response.json({ balance: '0.00', entries: [] });
      },
    });
    const { container } = renderApp(<StoreCreditCard />);
    await expect.poll(() => asked).toBe(true);
    expect(container.querySelector('section')).toBeNull();
  });
});
