// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBusinessSettings } from '@/contracts/settings';
import { setAccessTokenProvider } from '@/web/lib/api-client';
import { createQueryClient } from '@/web/lib/query-client';
import BusinessPage from './business-page';

const day = { open: '08:00', close: '16:00', closed: false };
const SETTINGS: AdminBusinessSettings = {
  businessName: 'Saffron & Sugar',
  deliveryInfo: 'We deliver across Auckland',
  addressLine1: '12 Ponsonby Road',
  addressLine2: '',
  suburb: 'Ponsonby',
  city: 'Auckland',
  postalCode: '1011',
  phone: '+64 9 123 4567',
  email: 'hello@saffron-sugar.example',
  minimumOrder: '25.00',
  openingHours: {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: { ...day, closed: true },
  },
  pricesIncludeGst: true,
  deliveryRegions: ['Auckland'],
  deliverySuburbs: [],
  leadTimeMinutes: 120,
  sameDayCutoffMinutes: 600,
  slotCapacity: 6,
};

beforeEach(() => {
  setAccessTokenProvider(async () => 'admin-token');
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => Response.json(SETTINGS)),
  );
});
afterEach(() => {
  cleanup();
  setAccessTokenProvider(null);
  vi.unstubAllGlobals();
});

describe('the business settings page (admin spec section 2)', () => {
  it('has the four cards of the spec, in order, and the Save Business Settings button', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BusinessPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByDisplayValue('Saffron & Sugar')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.trim())).toEqual([
      'Business Information',
      'Business Address',
      'Opening Hours',
      'Delivery & Orders',
    ]);
    expect(screen.getByRole('button', { name: 'Save Business Settings' })).toBeTruthy();
  });
});
