// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { businessSettingsQuery } from '@/web/lib/get-business-settings';
import { businessSettings } from '@/web/test/business-settings';
import { api, renderApp } from '@/web/test/render-app';
import { OrdersPausedBanner } from './orders-paused-banner';

const PAUSE = { message: 'Kitchen swamped: back soon', until: null };

describe('the storefront banner while new orders are paused', () => {
  it('shows the shop’s message, and that the cart still works', async () => {
    api.serve({ 'GET /api/business-settings': () => businessSettings({ ordersPause: PAUSE }) });
    renderApp(<OrdersPausedBanner />);
    const banner = await screen.findByRole('region', { name: 'Ordering paused' });
    expect(banner.textContent).toBe('Kitchen swamped: back soonYou can still fill your cart.');
  });

  it('names the time orders open again when the pause has an until-time', async () => {
    const until = '2026-12-01T01:00:00.000Z'; // 2 PM in Auckland (NZDT)
    api.serve({ 'GET /api/business-settings': () => businessSettings({ ordersPause: { ...PAUSE, until } }) });
    renderApp(<OrdersPausedBanner />);
    const banner = await screen.findByRole('region', { name: 'Ordering paused' });
    expect(banner.textContent).toMatch(/New orders open again at .*2:00 pm\.$/);
  });

  it('is in the server’s render, from the settings the page is rendered with', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(businessSettingsQuery().queryKey, businessSettings({ ordersPause: PAUSE }));
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <OrdersPausedBanner />
      </QueryClientProvider>,
    );
    expect(html).toContain('Kitchen swamped: back soon');
    expect(html).toContain('aria-label="Ordering paused"');
  });

  it('renders nothing while orders are taken', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(businessSettingsQuery().queryKey, businessSettings({ ordersPause: null }));
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <OrdersPausedBanner />
      </QueryClientProvider>,
    );
    expect(html).toBe('');
  });
});
