// @vitest-environment happy-dom
/**
 * Business Settings and the browser's Back button (issue 20, decision 0172): with unsaved edits,
 * Back asks before the page is left; without them it is one ordinary step back. The router's own
 * history is used (MemoryRouter), and "Back" is the router's step back, as the browser's button
 * is to BrowserRouter.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_COMMISSION_TERMS } from '@/domain/commissions';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBusinessSettings } from '@/contracts/settings';
import { adminBusinessSettings, NO_DELIVERY_FEES } from '@/web/test/business-settings';
import { admin, api, renderApp } from '@/web/test/render-app';
import BusinessPage from './business-page';

const SETTINGS: AdminBusinessSettings = adminBusinessSettings();

let saved: AdminBusinessSettings = SETTINGS;

beforeEach(() => {
  saved = SETTINGS;
  api.serve({
    'GET /api/admin/business-settings': () => Response.json(saved),
    'GET /api/admin/closures': () => Response.json([]),
    'GET /api/admin/commission-terms': () => DEFAULT_COMMISSION_TERMS,
    'GET /api/admin/delivery-fees': () => Response.json(NO_DELIVERY_FEES),
    'PUT /api/admin/business-settings': async ({ body }) => {
      saved = body as AdminBusinessSettings;
      return Response.json(saved);
    },
  });
});

/** The browser's Back button, as the router sees it. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser Back
    </button>
  );
}

/** The admin on the orders page follows the sidebar to Business Settings. */
async function openFromOrders() {
  const rendered = renderApp(
    <>
      <Link to="/admin/business">Business Settings</Link>
      <BackButton />
      <Routes>
        <Route path="/admin/business" element={<BusinessPage />} />
        <Route path="/admin/orders" element={<h1>Order Management</h1>} />
      </Routes>
    </>,
    { route: '/admin/orders', auth: admin },
  );
  fireEvent.click(screen.getByRole('link', { name: 'Business Settings' }));
  const name = (await screen.findByDisplayValue('Saffron & Sugar')) as HTMLInputElement;
  return { rendered, name };
}

const back = () => fireEvent.click(screen.getByRole('button', { name: 'Browser Back' }));

describe('Business Settings and the Back button', () => {
  it('asks before Back leaves unsaved edits: Stay keeps them and asks again next time, Leave goes back', async () => {
    const { rendered, name } = await openFromOrders();
    fireEvent.change(name, { target: { value: 'Saffron & Sugar Bakery' } });
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();

    back();
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    // Still on the page, with the edit.
    expect(rendered.location()).toBe('/admin/business');
    expect(screen.queryByRole('heading', { name: 'Order Management' })).toBeNull();
    fireEvent.click(within(question).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe('Saffron & Sugar Bakery');

    // Back is held again after staying.
    back();
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeTruthy();
    expect(rendered.location()).toBe('/admin/orders');
    expect(saved.businessName).toBe('Saffron & Sugar');
  });

  it('asks nothing once the edits are saved: one Back press is one step back', async () => {
    const { rendered, name } = await openFromOrders();
    fireEvent.change(name, { target: { value: 'Saffron & Sugar Bakery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Business Settings' }));
    await waitFor(() => expect(screen.queryByText('You have unsaved changes')).toBeNull());
    expect(saved.businessName).toBe('Saffron & Sugar Bakery');

    back();
    expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeTruthy();
    expect(rendered.location()).toBe('/admin/orders');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks nothing once the edit is undone by hand', async () => {
    const { rendered, name } = await openFromOrders();
    fireEvent.change(name, { target: { value: 'Something else' } });
    fireEvent.change(name, { target: { value: 'Saffron & Sugar' } });
    back();
    expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeTruthy();
    expect(rendered.location()).toBe('/admin/orders');
  });
});
