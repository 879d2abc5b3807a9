// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_COMMISSION_TERMS } from '@/domain/commissions';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClosure } from '@/contracts/calendar';
import type { AdminBusinessSettings } from '@/contracts/settings';
import { DEFAULT_DELIVERY_HOURS, DEFAULT_HOLIDAY_HOURS } from '@/domain/calendar';
import { adminBusinessSettings, NO_DELIVERY_FEES } from '@/web/test/business-settings';
import { recordScrollIntoView } from '@/web/test/dom-stubs';
import { admin, api, renderApp } from '@/web/test/render-app';
import BusinessPage from './business-page';

const SETTINGS: AdminBusinessSettings = adminBusinessSettings({
  deliveryHours: DEFAULT_DELIVERY_HOURS,
  holidayHours: DEFAULT_HOLIDAY_HOURS,
});

let closures: AdminClosure[] = [];
/** The closure the shop has planned in the closures' tests. */
const SUMMER_BREAK: AdminClosure = {
  id: 'c1',
  startDate: '2026-12-28',
  endDate: '2027-01-07',
  reason: 'Closed for our summer break, back 8 January',
  createdAt: '2026-11-20T01:00:00.000Z',
};

/** The answer to a save; reading answers the settings. */
let answerSave: () => Response = () => Response.json(SETTINGS);
/** What the page asked to be scrolled into view (jsdom does not scroll; browsers do). */
const scrolledTo = recordScrollIntoView();

beforeEach(() => {
  closures = [];
  api.serve({
    'GET /api/admin/business-settings': () => Response.json(SETTINGS),
    'PUT /api/admin/business-settings': () => answerSave(),
    'GET /api/admin/closures': () => closures,
    // Delivery fees (issue 26): none set, as a new shop.
    'GET /api/admin/commission-terms': () => DEFAULT_COMMISSION_TERMS,
    'GET /api/admin/delivery-fees': () => NO_DELIVERY_FEES,
  });
});
afterEach(() => {
  answerSave = () => Response.json(SETTINGS);
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
  it('has the four cards of the spec, in order, with the calendar cards (issue 22), and the Save Business Settings button', async () => {
    renderPage();
    expect(await screen.findByDisplayValue('Saffron & Sugar')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.trim())).toEqual([
      'Business Information',
      'Business Address',
      'Opening Hours',
      'Delivery Hours',
      'Holiday Hours',
      'Delivery & Orders',
      'Delivery fees',
      'Custom cakes',
      'Closures',
      'Next holidays and closures',
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

describe('the calendar on the business settings page (issue 22)', () => {
  it('edits the staff refund limit (decision 0196) and saves it with the rest', async () => {
    let saved: unknown;
    api.routes['GET /api/admin/business-settings'] = () => Response.json({ ...SETTINGS, staffRefundLimit: '100.00' });
    api.routes['PUT /api/admin/business-settings'] = ({ body }) => {
      saved = body;
      return Response.json({ ...SETTINGS, ...(body as object) });
    };
    renderPage();
    const limit = (await screen.findByLabelText('Staff refund limit ($)')) as HTMLInputElement;
    expect(limit.value).toBe('100.00');
    fireEvent.change(limit, { target: { value: '250.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Business Settings' }));
    await waitFor(() => expect(saved).toMatchObject({ staffRefundLimit: '250.00' }));
  });

  it('has no staff refund limit field when the server does not send one', async () => {
    renderPage();
    expect(await screen.findByDisplayValue('Saffron & Sugar')).toBeTruthy();
    expect(screen.queryByLabelText('Staff refund limit ($)')).toBeNull();
  });

  it('saves delivery and holiday hours with the rest, and shows a refused holiday time by its field', async () => {
    let saved: unknown;
    answerSave = () => Response.json(SETTINGS);
    api.routes['PUT /api/admin/business-settings'] = ({ body }) => {
      saved = body;
      return saved && (body as AdminBusinessSettings).holidayHours?.['anzac-day'].open === '11:00'
        ? Response.json(
            {
              message: 'Please check these fields: holidayHours.anzac-day.open',
              code: 'VALIDATION_FAILED',
              requestId: 'r2',
              fields: { 'holidayHours.anzac-day.open': 'Anzac Day may not open before 1 PM' },
            },
            { status: 400 },
          )
        : Response.json({ ...SETTINGS, ...(body as object) });
    };
    renderPage();
    const anzacOpens = (await screen.findByLabelText('Opening time on Anzac Day')) as HTMLInputElement;
    expect(anzacOpens.value).toBe('13:00');
    expect((screen.getByLabelText('Opening time on Christmas Day') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Saturday deliveries to'), { target: { value: '15:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Deliveries on Boxing Day' }));
    fireEvent.change(anzacOpens, { target: { value: '11:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Business Settings' }));

    await waitFor(() => expect(document.activeElement).toBe(anzacOpens));
    expect(anzacOpens.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Anzac Day may not open before 1 PM')).toBeTruthy();
    expect(saved).toMatchObject({
      deliveryHours: { saturday: { open: '09:00', close: '15:00', closed: false } },
      holidayHours: { 'boxing-day': { deliveries: true }, 'anzac-day': { open: '11:00' } },
    });
    expect(saved).not.toHaveProperty('closures');

    fireEvent.change(anzacOpens, { target: { value: '13:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Business Settings' }));
    await waitFor(() => expect(screen.queryByText('You have unsaved changes')).toBeNull());
    expect(saved).toMatchObject({ holidayHours: { 'anzac-day': { open: '13:30' } } });
    expect((screen.getByLabelText('Opening time on Anzac Day') as HTMLInputElement).value).toBe('13:30');
  });

  it('lists closures, adds one (a refused end date shown by its field), and deletes one', async () => {
    closures = [SUMMER_BREAK];
    const posted: unknown[] = [];
    api.routes['POST /api/admin/closures'] = ({ body }) => {
      posted.push(body);
      const b = body as AdminClosure;
      if (b.endDate < b.startDate) {
        return Response.json(
          {
            message: 'Please check these fields: endDate',
            code: 'VALIDATION_FAILED',
            requestId: 'r3',
            fields: { endDate: 'endDate must not be before startDate' },
          },
          { status: 400 },
        );
      }
      const made = { ...b, id: 'c2', createdAt: '2026-11-27T01:00:00.000Z' };
      closures = [...closures, made];
      return Response.json(made, { status: 201 });
    };
    const deleted: string[] = [];
    api.routes['DELETE /api/admin/closures/:id'] = ({ params }) => {
      deleted.push(params.id!);
      closures = closures.filter((c) => c.id !== params.id);
      return new Response(null, { status: 204 });
    };
    renderPage();

    const list = await screen.findByRole('list', { name: 'Upcoming closures' });
    expect(within(list).getByText('Closed for our summer break, back 8 January')).toBeTruthy();
    expect(within(list).getByText('Mon, 28 Dec 2026 to Thu, 7 Jan 2027')).toBeTruthy();

    const addForm = screen.getByRole('form', { name: 'Add a closure' });
    fireEvent.change(within(addForm).getByLabelText(/First day closed/), { target: { value: '2027-03-10' } });
    fireEvent.change(within(addForm).getByLabelText(/Last day closed/), { target: { value: '2027-03-08' } });
    fireEvent.change(within(addForm).getByLabelText(/Reason customers read/), { target: { value: 'Staff training' } });
    fireEvent.click(within(addForm).getByRole('button', { name: 'Add closure' }));
    expect(await within(addForm).findByText('endDate must not be before startDate')).toBeTruthy();
    expect(
      within(addForm)
        .getByLabelText(/Last day closed/)
        .getAttribute('aria-invalid'),
    ).toBe('true');

    fireEvent.change(within(addForm).getByLabelText(/Last day closed/), { target: { value: '2027-03-11' } });
    fireEvent.click(within(addForm).getByRole('button', { name: 'Add closure' }));
    expect(await within(list).findByText('Staff training')).toBeTruthy();
    expect(posted.at(-1)).toEqual({ startDate: '2027-03-10', endDate: '2027-03-11', reason: 'Staff training' });
    expect((within(addForm).getByLabelText(/Reason customers read/) as HTMLInputElement).value).toBe('');

    fireEvent.click(within(list).getByRole('button', { name: 'Delete closure: Staff training' }));
    await waitFor(() => expect(within(list).queryByText('Staff training')).toBeNull());
    expect(deleted).toEqual(['c2']);
  });

  it('shows the next holidays and closures from the saved hours and the closures', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T00:00:00Z'));
    try {
      closures = [SUMMER_BREAK];
      renderPage();
      const card = await screen.findByRole('list', { name: 'Next holidays and closures' });
      await within(card).findByText('Mon 28 December to Thu 7 January');
      const items = within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(items[0]).toBe('Christmas Day, Fri 25 December: Closed');
      expect(items[1]).toBe('Boxing Day, Sat 26 December: 10 AM to 5 PMNo deliveries');
      expect(items[2]).toBe('Mon 28 December to Thu 7 January: Closed for our summer break, back 8 January');
      // The holidays inside the closure are not listed apart; the next one is Auckland Anniversary Day.
      expect(items[3]).toBe('Auckland Anniversary Day, Mon 1 February: 10 AM to 5 PMNo deliveries');
    } finally {
      vi.useRealTimers();
    }
  });
});
