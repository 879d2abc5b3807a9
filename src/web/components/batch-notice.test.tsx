// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreProductAvailability } from '@/contracts/availability';
import { api, renderApp } from '@/web/test/render-app';
import { BatchNotice } from './batch-notice';

const ID = '6a1f0c9e-2b3d-4e5f-8a7b-9c0d1e2f3a4b';

const availability = (overrides: Partial<StoreProductAvailability>): StoreProductAvailability => ({
  productId: ID,
  dailyBatch: 60,
  firstDay: '2026-12-18',
  unitsLeft: 60,
  soldOutOn: null,
  nextAvailable: null,
  soldOutDays: [],
  preorder: null,
  ...overrides,
});

const serve = (entry: StoreProductAvailability) =>
  api.serve({ 'GET /api/availability': () => ({ products: [entry] }) });

describe('the batch notice', () => {
  it('says the first day is sold out and names the next day with some', async () => {
    serve(availability({ unitsLeft: 0, soldOutOn: '2026-12-18', nextAvailable: '2026-12-19' }));
    renderApp(<BatchNotice productId={ID} />);
    expect(await screen.findByText('Sold out for Fri 18 Dec')).toBeTruthy();
    expect(screen.getByText(/Next available Sat 19 Dec/)).toBeTruthy();
  });

  it('says how few are left, and nothing while plenty are', async () => {
    serve(availability({ unitsLeft: 4 }));
    renderApp(<BatchNotice productId={ID} />);
    expect(await screen.findByText('Only 4 left for Fri 18 Dec')).toBeTruthy();
  });

  it('shows a closed pre-order window with its dates', async () => {
    serve(
      availability({
        dailyBatch: null,
        unitsLeft: null,
        preorder: {
          opensAt: '2026-09-30T20:00:00.000Z',
          closesAt: '2026-10-30T11:00:00.000Z',
          dates: ['2026-11-01'],
          open: false,
          text: 'Pre-order from Thu 1 Oct, 9:00 am until Sat 31 Oct, 12:00 am, for Sun 1 Nov',
        },
      }),
    );
    renderApp(<BatchNotice productId={ID} />);
    expect(await screen.findByText(/Not taking orders now/)).toBeTruthy();
    expect(screen.getByText(/for Sun 1 Nov/)).toBeTruthy();
  });
});
