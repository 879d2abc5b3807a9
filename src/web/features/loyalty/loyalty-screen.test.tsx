// @vitest-environment happy-dom
/**
 * /loyalty (storefront sections 2 and 4): the empty states, the invitation for a customer with no
 * account, the 10-row history, the disabled labels and both redeem toasts, with the server's
 * message on failure. The fake API answers per route (src/web/test/render-app.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StoreLoyaltyAccount, StoreLoyaltyReward, StoreLoyaltyTransaction } from '@/contracts/loyalty';
import { getToasts, resetToasts } from '@/web/lib/toast-store';
import { api, customer, type FakeRoutes, renderApp } from '@/web/test/render-app';
import { LoyaltyScreen } from './loyalty-screen';

const ACCOUNT: StoreLoyaltyAccount = {
  totalPoints: 150,
  totalSpent: '150.00',
  memberSince: '2026-01-15T00:00:00.000Z',
  vouchers: [],
};

const reward = (more: Partial<StoreLoyaltyReward>): StoreLoyaltyReward => ({
  id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
  name: '5% Off',
  description: 'Five percent off',
  active: true,
  pointsCost: 100,
  minimumSpend: '0.00',
  maxUses: null,
  currentUses: 0,
  discountType: 'percentage',
  discountValue: '5.00',
  ...more,
});
const CHEAP = reward({});
const DEAR = reward({ id: '1f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9', name: '15% Off', pointsCost: 350 });

/** `n` ledger rows, newest first, numbered so the page's order and cut can be read. */
const ledger = (n: number): StoreLoyaltyTransaction[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    type: 'earned',
    points: 10,
    description: `Order #${2000 - i}`,
    createdAt: new Date(Date.UTC(2026, 10, 20 - i)).toISOString(),
  }));

let routes: FakeRoutes;
const calls = () => api.calls();

beforeEach(() => {
  resetToasts();
  routes = api.serve({
    'GET /api/loyalty/user-1': () => Response.json(ACCOUNT),
    'GET /api/loyalty/user-1/transactions': () => Response.json(ledger(3)),
    'GET /api/loyalty/rewards': () => Response.json([CHEAP, DEAR]),
  });
});

function renderPage() {
  renderApp(<LoyaltyScreen />, { route: '/loyalty', auth: customer });
}

const history = () => within(screen.getByRole('region', { name: 'Points history' }));
const lastToast = () => getToasts()[0];

describe('LoyaltyScreen', () => {
  it('shows the balance, a Redeem button for what the points reach and "Need N more points" for the rest', async () => {
    renderPage();
    expect(await screen.findByTestId('points-balance')).toHaveProperty('textContent', '150');
    expect(screen.getByRole('button', { name: 'Redeem 5% Off' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Need 200 more points' })).toHaveProperty('disabled', true);
  });

  it('shows only the last 10 transactions, newest first, of a longer history', async () => {
    routes['GET /api/loyalty/user-1/transactions'] = () => Response.json(ledger(14));
    renderPage();
    await screen.findByRole('heading', { name: 'Points history' });
    const rows = history().getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]!.textContent).toContain('Order #2000');
    expect(rows[9]!.textContent).toContain('Order #1991');
    expect(screen.queryByText('Order #1990')).toBeNull();
  });

  it("says 'No transaction history yet.' and 'No rewards available at the moment.' when both are empty", async () => {
    routes['GET /api/loyalty/user-1/transactions'] = () => Response.json([]);
    routes['GET /api/loyalty/rewards'] = () => Response.json([]);
    renderPage();
    expect(await screen.findByText('No transaction history yet.')).toBeTruthy();
    expect(screen.getByText('No rewards available at the moment.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Redeem/ })).toBeNull();
  });

  it("invites a customer with no account to 'Join Our Loyalty Program', rewards out of reach", async () => {
    routes['GET /api/loyalty/user-1'] = () =>
      Response.json({ message: 'No loyalty account yet', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 });
    routes['GET /api/loyalty/user-1/transactions'] = () => Response.json([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Join Our Loyalty Program' })).toBeTruthy();
    expect(screen.queryByTestId('points-balance')).toBeNull();
    expect(screen.getByRole('button', { name: 'Need 100 more points' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Need 350 more points' })).toHaveProperty('disabled', true);
  });

  it("shows 'Redemption Failed' with the server's message, and reads everything again", async () => {
    routes['POST /api/loyalty/user-1/redeem/' + CHEAP.id] = () =>
      Response.json(
        { message: 'This reward has been fully claimed', code: 'REWARD_LIMIT_REACHED', requestId: 'r' },
        { status: 409 },
      );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Redeem 5% Off' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Redemption Failed',
        description: 'This reward has been fully claimed',
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(calls().filter((c) => c === 'GET /api/loyalty/user-1')).toHaveLength(2));
  });

  it("says 'Reward Redeemed!' and shows the new balance and history after a redemption", async () => {
    routes['POST /api/loyalty/user-1/redeem/' + CHEAP.id] = () => {
      routes['GET /api/loyalty/user-1'] = () => Response.json({ ...ACCOUNT, totalPoints: 50 });
      routes['GET /api/loyalty/user-1/transactions'] = () =>
        Response.json([
          {
            id: '00000000-0000-4000-8000-999999999999',
            type: 'redeemed',
            points: -100,
            description: 'Redeemed: 5% Off',
            createdAt: '2026-11-21T00:00:00.000Z',
          },
          ...ledger(3),
        ]);
      const voucher = {
        id: '2f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
        rewardId: CHEAP.id,
        name: CHEAP.name,
        description: CHEAP.description,
        discountType: CHEAP.discountType,
        discountValue: CHEAP.discountValue,
        minimumSpend: CHEAP.minimumSpend,
        points: CHEAP.pointsCost,
        redeemedAt: '2026-11-21T00:00:00.000Z',
      };
      return Response.json({ message: 'Reward redeemed', totalPoints: 50, voucher }, { status: 201 });
    };
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Redeem 5% Off' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Reward Redeemed!', variant: 'success' }));
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('50'));
    expect(history().getAllByRole('listitem')[0]!.textContent).toContain('Redeemed: 5% Off');
    expect(screen.getByRole('button', { name: 'Need 50 more points' })).toHaveProperty('disabled', true);
  });
});
