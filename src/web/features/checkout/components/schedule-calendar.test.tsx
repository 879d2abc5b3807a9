// @vitest-environment jsdom
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
}: {
  fulfilment?: 'pickup' | 'delivery';
  initialDate?: string;
  onChange?: (next: object) => void;
  serverError?: string;
}) {
  const [value, setValue] = useState({ deliveryDate: initialDate, deliveryTime: '11:00-13:00' });
  return (
    <SchedulePicker
      fulfilment={fulfilment}
      sessionId="3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b"
      date={value.deliveryDate}
      time={value.deliveryTime}
      errors={serverError ? { deliveryDate: serverError } : {}}
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
