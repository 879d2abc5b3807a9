// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorePaymentIntentReply } from '@/contracts/checkout';
import { businessSettings } from '@/web/test/business-settings';
import { stubMissingLayoutApis } from '@/web/test/dom-stubs';
import { api, renderApp } from '@/web/test/render-app';
import {
  deliveryErrorsFromServer,
  deliveryProblems,
  emptyDeliveryDetails,
  firstErrorField,
  missingFields,
  toDeliveryAddress,
} from '../delivery-details';
import { OrderSummary } from './order-summary';
import type { PaymentMethodHandle } from '@/web/components/payment/payment-method';
import { SchedulePicker } from './schedule-picker';
import { cardProblems, TestCardForm } from './test-card-form';

const INTENT: StorePaymentIntentReply = {
  clientSecret: 'pi_test_0123456789abcdef01234567_secret_abc',
  paymentIntentId: 'pi_test_0123456789abcdef01234567',
  gateway: 'test',
  publishableKey: null,
  discount: 0,
  appliedDiscounts: [],
  subtotal: '100.00',
  gst: '15.00',
  total: '115.00',
  pricesIncludeGst: false,
  pointsToEarn: 100,
  lines: [
    {
      productId: 'p1',
      productName: 'Belgian Chocolate Fudge Cake',
      productImage: '/images/products/belgian-chocolate-fudge-cake.webp',
      size: 'Large (8 inch)',
      quantity: 2,
      unitPrice: '50.00',
      lineTotal: '100.00',
      featured: false,
    },
  ],
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

stubMissingLayoutApis();

beforeEach(() => {
  // No route is answered unless a test says how: an unexpected request fails the test.
  fetchMock = api.fetch;
});

afterEach(() => {
  vi.restoreAllMocks();
});

function withClient(ui: ReactElement) {
  return renderApp(ui);
}

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('OrderSummary', () => {
  it('adds GST as its own line when prices exclude it', () => {
    renderApp(<OrderSummary intent={INTENT} />);
    const totals = screen.getByText('Subtotal').closest('dl')!;
    expect(within(totals).getByText('GST (15%)')).toBeTruthy();
    expect(within(totals).getByText('$15.00')).toBeTruthy();
    expect(within(totals).getByText('Free')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('$115.00');
    expect(screen.queryByText(/includes GST/i)).toBeNull();
    expect(screen.getByText('Belgian Chocolate Fudge Cake')).toBeTruthy();
    expect(screen.getByText(/Large \(8 inch\)/).textContent).toContain('Qty 2');
    expect(screen.getByText('$100.00', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(/You'll earn/).textContent).toBe("You'll earn 100 points with this order");
  });

  it('says the total includes GST when prices include it, without adding a line', () => {
    renderApp(
      <OrderSummary intent={{ ...INTENT, pricesIncludeGst: true, gst: '13.04', total: '100.00', pointsToEarn: 86 }} />,
    );
    expect(screen.queryByText('GST (15%)')).toBeNull();
    expect(screen.getByText(/Includes GST of \$13\.04/)).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('$100.00');
  });

  it('lists discounts as negative lines', () => {
    renderApp(
      <OrderSummary
        intent={{ ...INTENT, discount: 10, appliedDiscounts: [{ name: '10% off', type: 'percentage', amount: 10 }] }}
      />,
    );
    expect(screen.getByText('10% off')).toBeTruthy();
    expect(screen.getByText('-$10.00')).toBeTruthy();
  });
});

describe('TestCardForm', () => {
  const renderForm = () => {
    const ref = createRef<PaymentMethodHandle>();
    const onReadyChange = vi.fn();
    withClient(<TestCardForm intent={INTENT} ref={ref} onReadyChange={onReadyChange} />);
    return { ref, onReadyChange };
  };

  const fillCard = async (number: string, { expiry = '12 / 34', cvc = '123', name = 'Aroha Ngata' } = {}) => {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Card number'), number);
    if (expiry) await user.type(screen.getByLabelText('Expiry'), expiry);
    if (cvc) await user.type(screen.getByLabelText('CVC'), cvc);
    if (name) await user.type(screen.getByLabelText('Name on card'), name);
    return user;
  };

  it('formats the number in groups of four and the expiry as MM / YY', async () => {
    renderForm();
    await fillCard('4242424242424242', { expiry: '1234' });
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect((screen.getByLabelText('Expiry') as HTMLInputElement).value).toBe('12 / 34');
  });

  it('refuses a number that fails the Luhn check before calling the server', async () => {
    const { ref, onReadyChange } = renderForm();
    expect(onReadyChange).toHaveBeenCalledWith(true);
    await fillCard('4242 4242 4242 4241');

    let result: Awaited<ReturnType<PaymentMethodHandle['confirm']>> | undefined;
    await act(async () => {
      result = await ref.current!.confirm();
    });

    expect(result).toEqual({ status: 'invalid' });
    expect(screen.getByText('Your card number is invalid.')).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks expiry, CVC and name locally too', () => {
    const now = new Date('2026-06-15T00:00:00Z');
    expect(cardProblems({ number: '4242424242424242', expiry: '05 / 26', cvc: '12', name: ' ' }, now)).toEqual({
      expiry: "Your card's expiration date is in the past.",
      cvc: "Your card's security code is incomplete.",
      name: 'Please enter the name on your card.',
    });
    expect(cardProblems({ number: '4242', expiry: '13 / 30', cvc: '123', name: 'A' }, now)).toEqual({
      number: 'Your card number is incomplete.',
      expiry: "Your card's expiration month is invalid.",
    });
    expect(cardProblems({ number: '4242 4242 4242 4242', expiry: '06 / 26', cvc: '1234', name: 'A' }, now)).toEqual({});
  });

  it('sends a valid card to the test gateway with the client secret', async () => {
    fetchMock.mockImplementation(async () => Response.json({ status: 'succeeded', error: null }));
    const { ref } = renderForm();
    await fillCard('4242 4242 4242 4242');

    let result: unknown;
    await act(async () => {
      result = await ref.current!.confirm();
    });

    expect(result).toEqual({ status: 'succeeded' });
    expect(calls()).toEqual([`POST /api/test-payments/${INTENT.paymentIntentId}/confirm`]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      clientSecret: INTENT.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Aroha Ngata' },
    });
  });

  it("gives back the provider's message for a declined card", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({
        status: 'requires_payment_method',
        error: { code: 'card_declined', message: 'Your card was declined.' },
      }),
    );
    const { ref } = renderForm();
    await fillCard('4000 0000 0000 0002');
    let result: unknown;
    await act(async () => {
      result = await ref.current!.confirm();
    });
    expect(result).toEqual({ status: 'failed', message: 'Your card was declined.' });
  });

  it('says a decline by the card number, as an alert it describes, until the card is changed', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({
        status: 'requires_payment_method',
        error: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      }),
    );
    const { ref } = renderForm();
    const user = await fillCard('4000 0000 0000 9995');
    await act(async () => {
      await ref.current!.confirm();
    });

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your card has insufficient funds.');
    expect(alert.textContent).toContain('Try another card');
    const number = screen.getByLabelText('Card number');
    expect(number.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(number.getAttribute('aria-invalid')).toBe('true');

    // The name is not the card: the message stays.
    await user.type(screen.getByLabelText('Name on card'), ' Jr');
    expect(screen.getByRole('alert').textContent).toContain('Your card has insufficient funds.');

    // Another card number: the message goes, and the field is no longer marked.
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(number.getAttribute('aria-invalid')).toBeNull();
    expect(number.getAttribute('aria-describedby') ?? '').not.toContain(alert.id);
  });

  it('asks for approval when the bank wants it, and sends the answer', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/confirm')
        ? Response.json({ status: 'requires_action', error: null })
        : Response.json({ status: 'succeeded', error: null }),
    );
    const { ref } = renderForm();
    const user = await fillCard('4000 0025 0000 3155');

    let pending!: Promise<unknown>;
    act(() => {
      pending = ref.current!.confirm();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payment?' });
    expect(within(dialog).getByText('$115.00')).toBeTruthy();
    expect(within(dialog).getByText(/card ending 3155/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await expect(pending).resolves.toEqual({ status: 'succeeded' });
    expect(calls()).toEqual([
      `POST /api/test-payments/${INTENT.paymentIntentId}/confirm`,
      `POST /api/test-payments/${INTENT.paymentIntentId}/authenticate`,
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
      clientSecret: INTENT.clientSecret,
      approve: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('treats Cancel in the approval window as a refusal', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/confirm')
        ? Response.json({ status: 'requires_action', error: null })
        : Response.json({
            status: 'requires_payment_method',
            error: { code: 'authentication_failed', message: 'The payment was not approved.' },
          }),
    );
    const { ref } = renderForm();
    const user = await fillCard('4000 0025 0000 3155');
    let pending!: Promise<unknown>;
    act(() => {
      pending = ref.current!.confirm();
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(pending).resolves.toEqual({ status: 'failed', message: 'The payment was not approved.' });
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body)).approve).toBe(false);
  });
});

describe('SchedulePicker', () => {
  function Harness({
    initialTime = '11:00-13:00',
    onChange,
  }: {
    initialTime?: string;
    onChange?: (v: object) => void;
  }) {
    const [value, setValue] = useState({ deliveryDate: '2099-03-02', deliveryTime: initialTime });
    return (
      <SchedulePicker
        fulfilment="delivery"
        sessionId="3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b"
        date={value.deliveryDate}
        time={value.deliveryTime}
        onChange={(next) => {
          onChange?.(next);
          setValue((v) => ({ ...v, ...next }));
        }}
      />
    );
  }

  const slotsAnswer = [
    { time: '9:00-11:00', available: false, reason: 'that time slot has already started: please choose a later one' },
    { time: '11:00-13:00', available: true, reason: null },
    { time: '13:00-15:00', available: false, reason: 'full' },
    { time: '15:00-17:00', available: true, reason: null },
    { time: '17:00-19:00', available: true, reason: null },
  ];

  /** The slots above; the shop's settings (the date picker's calendar) as a new shop has them. */
  const answerSlots = async (input: RequestInfo | URL) =>
    String(input).startsWith('/api/business-settings') ? Response.json(businessSettings()) : Response.json(slotsAnswer);

  it('shows the five slots from the server and disables the unavailable ones with the reason', async () => {
    fetchMock.mockImplementation(answerSlots);
    withClient(<Harness />);

    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(5);
    const byTime = (label: string) => screen.getByRole('radio', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
    expect(byTime('9:00 – 11:00').disabled).toBe(true);
    expect(byTime('13:00 – 15:00').disabled).toBe(true);
    expect(byTime('11:00 – 13:00').disabled).toBe(false);
    expect(byTime('11:00 – 13:00').checked).toBe(true);
    expect(screen.getByText('Already started')).toBeTruthy();
    expect(screen.getByText('Fully booked')).toBeTruthy();
    // The cart's session goes along, so its products' notice applies to the slots.
    expect(calls().filter((call) => call.includes('/slots'))).toEqual([
      'GET /api/checkout/slots?date=2099-03-02&fulfilment=delivery&sessionId=3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
    ]);

    const date = screen.getByLabelText(/Delivery date/) as HTMLInputElement;
    expect(date.min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('moves an unavailable choice to the first open slot', async () => {
    fetchMock.mockImplementation(answerSlots);
    const onChange = vi.fn();
    withClient(<Harness initialTime="13:00-15:00" onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ deliveryTime: '11:00-13:00' }));
  });

  it('writes a picked slot and a picked date into the value', async () => {
    fetchMock.mockImplementation(answerSlots);
    const onChange = vi.fn();
    const user = userEvent.setup();
    withClient(<Harness onChange={onChange} />);
    await user.click(await screen.findByRole('radio', { name: /^17:00/ }));
    expect(onChange).toHaveBeenLastCalledWith({ deliveryTime: '17:00-19:00' });
  });
});

describe('delivery details', () => {
  it('requires the address fields for a delivery, only name, phone, date and time for a pickup', () => {
    const blank = { ...emptyDeliveryDetails(), deliveryDate: '', deliveryTime: '' };
    expect(missingFields(blank)).toEqual([
      'fullName',
      'phone',
      'address',
      'city',
      'postalCode',
      'deliveryDate',
      'deliveryTime',
    ]);
    expect(missingFields({ ...blank, fulfilment: 'pickup' })).toEqual([
      'fullName',
      'phone',
      'deliveryDate',
      'deliveryTime',
    ]);
  });

  it('sends no address for a pickup', () => {
    const details = {
      ...emptyDeliveryDetails(),
      fulfilment: 'pickup' as const,
      fullName: ' Aroha ',
      address: '1 Road',
      city: 'Auckland',
    };
    expect(toDeliveryAddress(details)).toMatchObject({
      fulfilment: 'pickup',
      fullName: 'Aroha',
      address: '',
      city: '',
    });
  });

  it("puts the server's field errors under this form's fields, worded, and ignores other fields", () => {
    const errors = deliveryErrorsFromServer({
      postalCode: 'postalCode must be 4 digits',
      deliveryTime: 'That time slot is full: please choose another',
      sessionId: 'must be a UUID v4',
    });
    expect(errors).toEqual({
      postalCode: 'Postal code must be 4 digits',
      deliveryTime: 'That time slot is full: please choose another',
    });
    expect(firstErrorField(errors)).toBe('postalCode');
    expect(deliveryErrorsFromServer({})).toEqual({});
  });

  it('checks the details with the same contract as the server before sending', () => {
    const valid = {
      ...emptyDeliveryDetails(),
      fullName: 'Aroha Ngata',
      email: 'aroha@example.nz',
      phone: '+64 21 555 0101',
      address: '12 Ponsonby Road',
      city: 'Auckland',
      suburb: 'Ponsonby',
      postalCode: '1011',
    };
    expect(deliveryProblems(valid)).toEqual({});
    expect(deliveryProblems({ ...valid, postalCode: '10', email: 'aroha' })).toEqual({
      postalCode: 'Postal code must be 4 digits',
      email: 'Email must be a valid e-mail address',
    });
    expect(deliveryProblems({ ...valid, suburb: 'Queenstown' })).toEqual({ suburb: 'Suburb is not in Auckland' });
    // A pickup sends no address, so the address rules do not apply.
    expect(deliveryProblems({ ...valid, fulfilment: 'pickup', postalCode: '10' })).toEqual({});
  });
});
