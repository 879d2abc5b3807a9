// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminBusinessSettings } from '@/contracts/settings';
import { admin, api, renderApp } from '@/web/test/render-app';
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

/** The answer to a save; reading answers the settings. */
let answerSave: () => Response = () => Response.json(SETTINGS);
/** What the page asked to be scrolled into view (jsdom does not scroll; browsers do). */
let scrolledTo: Element[] = [];

beforeEach(() => {
  scrolledTo = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledTo.push(this);
  };
  api.serve({
    'GET /api/admin/business-settings': () => Response.json(SETTINGS),
    'PUT /api/admin/business-settings': () => answerSave(),
  });
});
afterEach(() => {
  answerSave = () => Response.json(SETTINGS);
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** The page in the admin, with a link to another admin page as the sidebar has. */
const renderPage = () =>
  renderApp(
    <>
      <Link to="/admin/orders">Orders</Link>
      <Routes>
        <Route path="/admin/business" element={<BusinessPage />} />
        <Route path="/admin/orders" element={<h1>Order Management</h1>} />
      </Routes>
    </>,
    { route: '/admin/business', auth: admin },
  );

const beforeUnloadIsHeld = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the business settings page (admin spec section 2)', () => {
  it('has the four cards of the spec, in order, and the Save Business Settings button', async () => {
    renderPage();
    expect(await screen.findByDisplayValue('Saffron & Sugar')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.trim())).toEqual([
      'Business Information',
      'Business Address',
      'Opening Hours',
      'Delivery & Orders',
    ]);
    expect(screen.getByRole('button', { name: 'Save Business Settings' })).toBeTruthy();
  });

  it('warns before leaving with unsaved changes: a link asks first, and closing the tab is held', async () => {
    renderPage();
    const name = await screen.findByDisplayValue('Saffron & Sugar');
    // Nothing edited: leaving asks nothing.
    expect(beforeUnloadIsHeld()).toBe(false);

    fireEvent.change(name, { target: { value: 'Saffron & Sugar Bakery' } });
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    expect(beforeUnloadIsHeld()).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe('Saffron & Sugar Bakery');

    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeTruthy();
    expect(beforeUnloadIsHeld()).toBe(false);
  });

  it('asks nothing once the edit is undone', async () => {
    renderPage();
    const name = await screen.findByDisplayValue('Saffron & Sugar');
    fireEvent.change(name, { target: { value: 'Something else' } });
    fireEvent.change(name, { target: { value: 'Saffron & Sugar' } });
    expect(beforeUnloadIsHeld()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeTruthy();
  });

  it('focuses the first field the server refused, and its error goes once the value is valid', async () => {
    answerSave = () =>
      Response.json(
        {
          message: 'Please check these fields: email, openingHours.monday.close',
          code: 'VALIDATION_FAILED',
          requestId: 'r1',
          fields: {
            'openingHours.monday.close': 'closing time must be after the opening time',
            email: 'email must be a valid e-mail address',
          },
        },
        { status: 400 },
      );
    renderPage();
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'hello@' } });
    const save = screen.getByRole('button', { name: 'Save Business Settings' });
    save.focus();
    fireEvent.click(save);

    // The e-mail comes first on the page, before Monday's hours.
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(scrolledTo).toContain(email);
    expect(screen.getByText('email must be a valid e-mail address')).toBeTruthy();
    const mondayCloses = screen.getByLabelText('Monday closes');
    expect(mondayCloses.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(email, { target: { value: 'hello@saffron-sugar.example' } });
    expect(screen.queryByText('email must be a valid e-mail address')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    // Monday's hours were not touched: the server's reason stays.
    expect(screen.getByText('closing time must be after the opening time')).toBeTruthy();
  });
});
