// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreBusinessSettings } from '@/contracts/settings';
import { CAFE_OPENING_HOURS } from '@/domain/business';
import { businessSettings } from '@/web/test/business-settings';
import { api, renderApp } from '@/web/test/render-app';
import { SchedulePicker } from './schedule-picker';

const OPEN_SLOTS = ['9:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00'].map((time) => ({
  time,
  available: true,
  reason: null,
}));

let settings: StoreBusinessSettings = businessSettings();

beforeEach(() => {
  // 1 December 2026, 1 PM in Auckland: the picker's "today" (only Date is faked, timers run).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T00:00:00Z'));
  settings = businessSettings();
  api.serve({
    'GET /api/business-settings': () => settings,
    'GET /api/checkout/slots': () => OPEN_SLOTS,
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function Harness({
  fulfilment = 'pickup',
  initialDate = '2026-12-10',
  onChange,
  serverError,
  advanceFromGuess = false,
  products,
}: {
  fulfilment?: 'pickup' | 'delivery';
  initialDate?: string;
  onChange?: (next: object) => void;
  serverError?: string;
  advanceFromGuess?: boolean;
  products?: { productId: string; productName: string }[];
}) {
  const [value, setValue] = useState({ deliveryDate: initialDate, deliveryTime: '11:00-13:00' });
  return (
    <SchedulePicker
      fulfilment={fulfilment}
      sessionId="3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b"
      date={value.deliveryDate}
      time={value.deliveryTime}
      errors={serverError ? { deliveryDate: serverError } : {}}
      advanceFromGuess={advanceFromGuess}
      products={products}
      onChange={(next) => {
        onChange?.(next);
        setValue((v) => ({ ...v, ...next }));
      }}
    />
  );
}

const day = (name: RegExp) => screen.findByRole('button', { name });

describe('the checkout date picker (issue 22)', () => {
  it('greys Christmas Day and says why when it is tapped, without choosing it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderApp(<Harness onChange={onChange} />);

    const christmas = await day(/^Friday 25 December/);
    expect(christmas.getAttribute('aria-disabled')).toBe('true');
    expect(christmas.getAttribute('aria-label')).toBe('Friday 25 December, Christmas Day, Closed for Christmas Day');
    await user.click(christmas);
    expect(screen.getByText('Friday 25 December: Closed for Christmas Day')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalledWith({ deliveryDate: '2026-12-25' });
    expect(christmas.getAttribute('aria-pressed')).toBe('false');
  });

  it('greys a Monday the shop closes every week and says the shop is closed on Mondays', async () => {
    settings = businessSettings({
      openingHours: { ...CAFE_OPENING_HOURS, monday: { open: '08:00', close: '16:00', closed: true } },
    });
    const user = userEvent.setup();
    renderApp(<Harness />);

    const monday = await day(/^Monday 7 December/);
    expect(monday.getAttribute('aria-disabled')).toBe('true');
    // Focusing it (as the keyboard does) says why as well.
    monday.focus();
    expect(await screen.findByText('Monday 7 December: Closed on Mondays')).toBeTruthy();
    // The Tuesday after is open and can be chosen.
    await user.click(screen.getByRole('button', { name: /^Tuesday 8 December/ }));
    expect(screen.getByRole('button', { name: /^Tuesday 8 December/ }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText(/Pickup date/) as HTMLInputElement).value).toBe('2026-12-08');
  });

  it("greys a closure's days with the reason staff wrote, and a typed closed day says why by the field", async () => {
    settings = businessSettings({
      closures: [
        { startDate: '2026-12-28', endDate: '2027-01-07', reason: 'Closed for our summer break, back 8 January' },
      ],
    });
    renderApp(<Harness initialDate="2026-12-29" />);

    const closed = await day(/^Tuesday 29 December/);
    expect(closed.getAttribute('aria-label')).toBe('Tuesday 29 December, Closed for our summer break, back 8 January');
    const field = screen.getByLabelText(/Pickup date/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Closed for our summer break, back 8 January').length).toBeGreaterThan(0);
  });

  it('shows no deliveries on a Sunday, while a pickup that Sunday can be chosen', async () => {
    const first = renderApp(<Harness fulfilment="delivery" />);
    const sunday = await day(/^Sunday 6 December/);
    expect(sunday.getAttribute('aria-label')).toBe('Sunday 6 December, We deliver Monday to Saturday');
    first.unmount();

    renderApp(<Harness fulfilment="pickup" />);
    expect((await day(/^Sunday 6 December/)).getAttribute('aria-disabled')).toBeNull();
  });

  it('moves by keyboard: arrows a day or a week, into the next month, and Enter chooses', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderApp(<Harness onChange={onChange} initialDate="2026-12-30" />);

    const chosen = await day(/^Wednesday 30 December/);
    expect(chosen.tabIndex).toBe(0);
    chosen.focus();
    await user.keyboard('{ArrowDown}');
    // A week on is in January: the month turns and the day takes the focus.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Wednesday 6 January/));
    expect(screen.getByText('January 2027')).toBeTruthy();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ deliveryDate: '2027-01-05' });
  });

  it("shows the server's SHOP_CLOSED refusal by the date field", async () => {
    renderApp(<Harness serverError="The shop is closed on Friday 25 December: Closed for Christmas Day" />);
    await day(/^Friday 25 December/);
    const field = screen.getByLabelText(/Pickup date/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The shop is closed on Friday 25 December: Closed for Christmas Day')).toBeTruthy();
  });

  it('greys days already past and days beyond the 60-day window', async () => {
    // 3 December, midday in Auckland: the 60th day ahead is Monday 1 February 2027.
    vi.setSystemTime(new Date('2026-12-02T23:00:00Z'));
    const user = userEvent.setup();
    renderApp(<Harness />);
    expect((await day(/^Tuesday 1 December/)).getAttribute('aria-label')).toBe(
      'Tuesday 1 December, This day has passed',
    );
    expect(screen.queryByRole('button', { name: /November/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    // Auckland Anniversary Day is open for pickups (holiday hours), the day after is too far ahead.
    expect((await day(/^Monday 1 February/)).getAttribute('aria-label')).toBe(
      'Monday 1 February, Auckland Anniversary Day',
    );
    expect(screen.getByRole('button', { name: /^Tuesday 2 February/ }).getAttribute('aria-label')).toBe(
      'Tuesday 2 February, We take orders up to 60 days ahead',
    );
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("the checkout's first guess of a day", () => {
  /** Nothing left on 1 and 2 December (the shop's preparation time, a cake's notice): open from the 3rd. */
  const fullUntilThe3rd = () =>
    api.serve({
      'GET /api/business-settings': () => settings,
      'GET /api/checkout/slots': (request) =>
        OPEN_SLOTS.map((slot) =>
          String(request.query.get('date')) < '2026-12-03'
            ? { ...slot, available: false, reason: 'We need 4 hours to prepare your order: please choose a later time' }
            : slot,
        ),
    });

  it('moves on to the first day the server offers a slot, until the customer picks a day', async () => {
    fullUntilThe3rd();
    const user = userEvent.setup();
    renderApp(<Harness advanceFromGuess initialDate="2026-12-01" />);
    await waitFor(() => expect(screen.getByDisplayValue('2026-12-03')).toBeTruthy());
    expect(await screen.findByRole('radio', { name: /^11:00 – 13:00/ })).toHaveProperty('disabled', false);

    // A day the customer chooses stays chosen, even with nothing left on it.
    await user.click(await day(/^Tuesday 1 December/));
    await waitFor(() => expect(screen.getByDisplayValue('2026-12-01')).toBeTruthy());
    await waitFor(() => expect(screen.getByRole('radio', { name: /^11:00 – 13:00/ })).toHaveProperty('disabled', true));
    expect(screen.getByDisplayValue('2026-12-01')).toBeTruthy();
  });

  it('goes back to the first open day, saying why, when no day in its window has room for the cart', async () => {
    // Sunday 29 November: the window's last day, 13 December, is a Sunday too.
    vi.setSystemTime(new Date('2026-11-29T00:00:00Z'));
    const asked: string[] = [];
    api.serve({
      'GET /api/business-settings': () => settings,
      'GET /api/checkout/slots': (request) => {
        const date = String(request.query.get('date'));
        asked.push(date);
        const sunday = new Date(`${date}T12:00:00Z`).getUTCDay() === 0;
        const reason = sunday
          ? 'We deliver Monday to Saturday'
          : 'Too big for this slot: your order needs 700 minutes of the kitchen, the kitchen has 600 minutes left';
        return OPEN_SLOTS.map((slot) => ({ ...slot, available: false, reason }));
      },
    });
    renderApp(<Harness advanceFromGuess initialDate="2026-11-30" />);
    await waitFor(() => expect(asked).toContain('2026-12-13'));
    await waitFor(() => expect(screen.getByDisplayValue('2026-11-30')).toBeTruthy());
    expect(await screen.findAllByText('Too big for this order')).toHaveLength(5);
    expect(screen.queryByText('No Sunday delivery')).toBeNull();
  });

  it('stays on the day it was given when the picker is not told the day is a guess', async () => {
    fullUntilThe3rd();
    renderApp(<Harness initialDate="2026-12-01" />);
    expect(await screen.findByRole('radio', { name: /^11:00 – 13:00/ })).toHaveProperty('disabled', true);
    expect(screen.getByDisplayValue('2026-12-01')).toBeTruthy();
  });
});

describe("the picker greys a day the cart's daily batch has sold out (issue 23)", () => {
  const BAGELS = '5b0c1f7e-2a3d-4c5e-8f9a-0b1c2d3e4f50';
  const CROISSANTS = '6c1d2e8f-3b4e-4d6f-9a0b-1c2d3e4f5a61';
  /**
   * Bagels sold out on Thursday 10 and Friday 11 December, some again on Saturday 12, and sold out
   * again on Tuesday 15 (some on Wednesday 16).
   */
  const soldOut = (productId: string) => ({
    productId,
    dailyBatch: 60,
    firstDay: '2026-12-10',
    unitsLeft: 0,
    soldOutOn: '2026-12-10',
    nextAvailable: '2026-12-12',
    soldOutDays: [
      { date: '2026-12-10', nextAvailable: '2026-12-12' },
      { date: '2026-12-11', nextAvailable: '2026-12-12' },
      { date: '2026-12-15', nextAvailable: '2026-12-16' },
    ],
    preorder: null,
  });
  beforeEach(() => {
    api.serve({
      'GET /api/business-settings': () => settings,
      'GET /api/checkout/slots': () => OPEN_SLOTS,
      'GET /api/availability': () => ({
        products: [soldOut(BAGELS), { ...soldOut(CROISSANTS), soldOutOn: null, soldOutDays: [] }],
      }),
    });
  });

  it('greys the sold-out days with the product and the next day that has some, and says why on focus', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderApp(
      <Harness
        initialDate="2026-12-09"
        onChange={onChange}
        products={[
          { productId: BAGELS, productName: 'Sesame Bagels' },
          { productId: CROISSANTS, productName: 'Croissants' },
        ]}
      />,
    );

    const thursday = await day(/^Thursday 10 December, Sold out/);
    expect(thursday.getAttribute('aria-disabled')).toBe('true');
    expect(thursday.getAttribute('aria-label')).toBe(
      'Thursday 10 December, Sold out for Thu 10 Dec: Sesame Bagels. Next available Sat 12 Dec',
    );
    expect((await day(/^Friday 11 December/)).getAttribute('aria-label')).toBe(
      'Friday 11 December, Sold out for Fri 11 Dec: Sesame Bagels. Next available Sat 12 Dec',
    );
    thursday.focus();
    expect(
      await screen.findByText(
        'Thursday 10 December: Sold out for Thu 10 Dec: Sesame Bagels. Next available Sat 12 Dec',
      ),
    ).toBeTruthy();
    await user.click(thursday);
    expect(onChange).not.toHaveBeenCalledWith({ deliveryDate: '2026-12-10' });

    // The next day with some, and the day before, can be chosen.
    expect((await day(/^Saturday 12 December/)).getAttribute('aria-disabled')).toBeNull();
    expect((await day(/^Wednesday 9 December/)).getAttribute('aria-disabled')).toBeNull();
    // A day that sold out after the next one with some is greyed too, with its own next day.
    expect((await day(/^Tuesday 15 December/)).getAttribute('aria-label')).toBe(
      'Tuesday 15 December, Sold out for Tue 15 Dec: Sesame Bagels. Next available Wed 16 Dec',
    );
    expect((await day(/^Wednesday 16 December/)).getAttribute('aria-disabled')).toBeNull();
  });

  it('greys nothing for a cart without the sold-out product', async () => {
    renderApp(<Harness initialDate="2026-12-09" products={[{ productId: CROISSANTS, productName: 'Croissants' }]} />);
    expect((await day(/^Thursday 10 December/)).getAttribute('aria-label')).toBe('Thursday 10 December');
  });

  it('moves a first guess off a sold-out day, and a typed sold-out day says why by the field', async () => {
    const products = [{ productId: BAGELS, productName: 'Sesame Bagels' }];
    const first = renderApp(<Harness advanceFromGuess initialDate="2026-12-10" products={products} />);
    await waitFor(() => expect(screen.getByDisplayValue('2026-12-12')).toBeTruthy());
    first.unmount();

    renderApp(<Harness initialDate="2026-12-11" products={products} />);
    await day(/^Friday 11 December, Sold out/);
    const field = screen.getByLabelText(/Pickup date/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  });
});
