// @vitest-environment happy-dom
/**
 * What staff (not owners) see in the portal (issue 24, decision 0195): no Products, Loyalty Program
 * or Business Details in the sidebar or the quick links, no Clear All Orders, and an owner's page
 * reached by its address explains itself instead of showing a form the server would refuse.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { WelcomeBanner } from '@/web/features/admin-dashboard/components/welcome-banner';
import OrdersPage from '@/web/features/admin-orders/orders-page';
import { type AdminIdentity, AdminIdentityContext } from '@/web/lib/admin/admin-identity';
import { admin, api, auth, renderApp } from '@/web/test/render-app';
import { AdminSidebar } from '@/web/features/admin-shell/admin-sidebar';
import OwnerOnly, { OWNER_ONLY_TITLE } from '@/web/features/admin-shell/owner-only';

const OWNER: AdminIdentity = { name: 'Sam Admin', email: 'admin@saffron-sugar.example', picture: null, role: 'owner' };
const STAFF: AdminIdentity = { name: 'Tama Staff', email: 'staff@saffron-sugar.example', picture: null, role: 'staff' };

const OWNER_LINKS = ['Products', 'Loyalty Program', 'Business Details'];
const DAY_LINKS = ['Today', 'Dashboard', 'Orders', 'Customers', 'Messages'];

beforeEach(() => {
  auth.as(admin);
});

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent?.trim() ?? '');

describe('the sidebar', () => {
  it("shows staff the day's work only, without the Settings group", () => {
    renderApp(<AdminSidebar admin={STAFF} mode="full" unread={0} onLogout={() => {}} />, { route: '/admin' });
    for (const name of DAY_LINKS) expect(linkNames()).toContain(name);
    for (const name of OWNER_LINKS) expect(linkNames()).not.toContain(name);
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
  });

  it('shows an owner everything', () => {
    renderApp(<AdminSidebar admin={OWNER} mode="full" unread={0} onLogout={() => {}} />, { route: '/admin' });
    for (const name of [...DAY_LINKS, ...OWNER_LINKS]) expect(linkNames()).toContain(name);
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
  });
});

describe("the dashboard's quick links", () => {
  it.each([
    ['staff', STAFF, ['Orders', 'Customers']],
    ['an owner', OWNER, ['Orders', 'Products', 'Customers', 'Business Details']],
  ] as const)('for %s', (_who, identity, expected) => {
    renderApp(
      <AdminIdentityContext value={identity}>
        <WelcomeBanner firstName="Sam" />
      </AdminIdentityContext>,
    );
    expect(linkNames()).toEqual([...expected]);
  });
});

describe('Clear All Orders', () => {
  beforeEach(() => {
    api.serve({ 'GET /api/admin/orders': () => Response.json([], { headers: { 'x-total-count': '0' } }) });
  });

  it.each([
    ['staff', STAFF, false],
    ['an owner', OWNER, true],
  ] as const)('is there for %s', async (_who, identity, shown) => {
    renderApp(
      <AdminIdentityContext value={identity}>
        <OrdersPage />
      </AdminIdentityContext>,
      { route: '/admin/orders' },
    );
    await waitFor(() => expect(screen.getByText('No orders yet')).toBeTruthy());
    expect(Boolean(screen.queryByRole('button', { name: 'Clear All Orders' }))).toBe(shown);
  });

  it('is hidden when no one said who is signed in (the safe side)', async () => {
    renderApp(<OrdersPage />, { route: '/admin/orders' });
    await waitFor(() => expect(screen.getByText('No orders yet')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Clear All Orders' })).toBeNull();
  });
});

describe("an owner's page reached by its address", () => {
  it('tells staff it is for owners, without the page', () => {
    renderApp(
      <AdminIdentityContext value={STAFF}>
        <OwnerOnly>
          <button type="button">Add Product</button>
        </OwnerOnly>
      </AdminIdentityContext>,
    );
    expect(screen.getByRole('heading', { name: OWNER_ONLY_TITLE })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Product' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Today' }).getAttribute('href')).toBe('/admin/today');
  });

  it('shows an owner the page', () => {
    renderApp(
      <AdminIdentityContext value={OWNER}>
        <OwnerOnly>
          <button type="button">Add Product</button>
        </OwnerOnly>
      </AdminIdentityContext>,
    );
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: OWNER_ONLY_TITLE })).toBeNull();
  });
});
