// @vitest-environment happy-dom
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { StoreBusinessSettings } from '@/contracts/settings';
import { CAFE_OPENING_HOURS } from '@/domain/business';
import { businessSettingsQuery } from '@/web/lib/get-business-settings';
import { createQueryClient } from '@/web/lib/query-client';
import { getToasts, resetToasts } from '@/web/lib/toast-store';
import { api, renderApp } from '@/web/test/render-app';
import { ContactPage } from './contact-page';
import { CustomOrdersPage } from './custom-orders-page';
import { DeliveryInfoPage } from './delivery-info-page';
import { faqEntries } from './faq-entries';
import { FaqPage } from './faq-page';
import { LoyaltyProgramPage } from './loyalty-program-page';
import { OurStoryPage } from './our-story-page';
import { ReturnsPage } from './returns-page';

const SETTINGS: StoreBusinessSettings = {
  businessName: 'Saffron & Sugar Test Kitchen',
  deliveryInfo: 'Free delivery over $30',
  addressLine1: '45 Ponsonby Road',
  addressLine2: '',
  suburb: 'Ponsonby',
  city: 'Auckland',
  postalCode: '1011',
  phone: '+64 9 555 0101',
  email: 'orders@test-kitchen.example',
  minimumOrder: '25.00',
  openingHours: { ...CAFE_OPENING_HOURS, sunday: { open: '09:00', close: '17:00', closed: true } },
  pricesIncludeGst: false,
  deliveryArea: { regions: ['Auckland'], suburbs: [] },
  leadTimeMinutes: 240,
  sameDayCutoffMinutes: 840,
};

function makeClient(): QueryClient {
  const client = createQueryClient();
  client.setQueryData(businessSettingsQuery().queryKey, SETTINGS);
  return client;
}

function wrap(page: ReactElement, client = makeClient()) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>
  );
}

const renderPage = (page: ReactElement) => renderApp(page, { queryClient: makeClient() });

/** A contact form control by its accessible name (the label without the decorative '*'). */
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;

const PAGES: [string, () => ReactElement, string][] = [
  ['Our Story', () => <OurStoryPage />, 'Our Story – Saffron & Sugar Test Kitchen'],
  ['Contact', () => <ContactPage />, 'Contact Us – Saffron & Sugar Test Kitchen'],
  ['Delivery info', () => <DeliveryInfoPage />, 'Delivery Information – Saffron & Sugar Test Kitchen'],
  ['Custom orders', () => <CustomOrdersPage />, 'Custom Orders – Saffron & Sugar Test Kitchen'],
  ['FAQ', () => <FaqPage />, 'Frequently Asked Questions – Saffron & Sugar Test Kitchen'],
  ['Returns', () => <ReturnsPage />, 'Returns & Refunds – Saffron & Sugar Test Kitchen'],
  ['Loyalty program', () => <LoyaltyProgramPage />, 'Loyalty Program – Saffron & Sugar Test Kitchen'],
];

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  resetToasts();
  api.serve({ 'POST /api/contact': () => new Response(JSON.stringify({ message: 'ok' }), { status: 201 }) });
  fetchMock = api.fetch;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(PAGES)('%s page', (_name, page, title) => {
  it('has exactly one h1, a title, a description and no fetch on render', () => {
    renderPage(page());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(title);
    const description = document.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')?.length).toBeGreaterThan(40);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps headings in order (no skipped levels)', () => {
    const { container } = renderPage(page());
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i += 1) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });

  it('gives every link discernible text and renders the same on the server', () => {
    const { container } = renderPage(page());
    for (const link of container.querySelectorAll('a')) expect(link.textContent?.trim()).not.toBe('');
    const html = renderToString(wrap(page()));
    expect(html).toContain('<h1');
  });
});

describe('Our Story', () => {
  it('links to the shop and the contact page', () => {
    renderPage(<OurStoryPage />);
    expect(screen.getByRole('link', { name: 'Shop Our Desserts' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Visit Our Cafe' }).getAttribute('href')).toBe('/contact');
    for (const text of ['50,000+', '100,000+', '25+']) expect(screen.getByText(text)).toBeTruthy();
  });
});

describe('FAQ', () => {
  it('has 16 entries in the six categories, including the vegan and storage answers', () => {
    expect(faqEntries).toHaveLength(16);
    expect(new Set(faqEntries.map((e) => e.category))).toEqual(
      new Set(['Ordering', 'Delivery', 'Products', 'Storage', 'Custom Orders', 'Payment']),
    );
    const vegan = faqEntries.find((e) => /vegan/i.test(e.question));
    expect(vegan?.category).toBe('Products');
    expect(vegan?.answer).toMatch(/^Not at the moment/);
    expect(faqEntries.some((e) => e.category === 'Storage' && /3–5 days/.test(e.answer))).toBe(true);
    expect(faqEntries.some((e) => e.category === 'Storage' && /3 months/.test(e.answer))).toBe(true);
    expect(faqEntries.some((e) => e.category === 'Ordering' && /24 hours/.test(e.answer))).toBe(true);
  });

  it('shows all 16 questions, narrows to a category, and lets several answers stay open', () => {
    renderPage(<FaqPage />);
    const all = screen.getByRole('button', { name: 'All Questions' });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    const questions = () => faqEntries.filter((e) => screen.queryByRole('button', { name: e.question }));
    expect(questions()).toHaveLength(16);

    const storage = screen.getByRole('button', { name: 'Storage' });
    fireEvent.click(storage);
    expect(storage.getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    expect(questions().map((e) => e.category)).toEqual(['Storage', 'Storage']);

    const [first, second] = faqEntries.filter((e) => e.category === 'Storage');
    const a = screen.getByRole('button', { name: first!.question });
    const b = screen.getByRole('button', { name: second!.question });
    fireEvent.click(a);
    fireEvent.click(b);
    expect(a.getAttribute('aria-expanded')).toBe('true');
    expect(b.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(first!.answer)).toBeTruthy();
    expect(screen.getByText(second!.answer)).toBeTruthy();

    fireEvent.click(all);
    expect(questions()).toHaveLength(16);
  });

  it('ends with Call Us (tel:) and Send Message (/contact)', () => {
    renderPage(<FaqPage />);
    expect(screen.getByRole('link', { name: 'Call Us' }).getAttribute('href')).toBe('tel:+6495550101');
    expect(screen.getByRole('link', { name: 'Send Message' }).getAttribute('href')).toBe('/contact');
  });
});

describe('Contact page', () => {
  it('shows the business details, directions, call and email links from the settings', () => {
    renderPage(<ContactPage />);
    const directions = screen.getByRole('link', { name: 'Get Directions' });
    expect(directions.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('45 Ponsonby Road, Ponsonby, Auckland 1011')}`,
    );
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Open in a maps service' }).getAttribute('href')).toBe(
      directions.getAttribute('href'),
    );
    expect(screen.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('tel:+6495550101');
    expect(screen.getByRole('link', { name: 'Send Email' }).getAttribute('href')).toBe(
      'mailto:orders@test-kitchen.example',
    );
    const hours = screen.getByRole('heading', { name: 'Opening hours' }).closest('section')!;
    expect(within(hours).getByText('Monday').nextElementSibling?.textContent).toBe('7am–8pm');
    expect(within(hours).getByText('Sunday').nextElementSibling?.textContent).toBe('Closed');
    expect(screen.getByText('10am–5pm')).toBeTruthy();
    expect(screen.getByText(/vegan options are available on request/)).toBeTruthy();
  });

  it('lists the next holiday hours and closures from the settings (issue 22)', () => {
    // Monday 20 April 2026 in Auckland.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-20T00:00:00Z'));
    try {
      const client = createQueryClient();
      client.setQueryData(businessSettingsQuery().queryKey, {
        ...SETTINGS,
        closures: [{ startDate: '2026-05-04', endDate: '2026-05-06', reason: 'Closed for a kitchen refit' }],
      });
      renderApp(<ContactPage />, { queryClient: client });
      const list = screen.getByRole('list', { name: 'Holidays and closures' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Anzac Day, Sat 25 April: 1 PM to 5 PMNo deliveries',
        // Anzac Day on a Saturday is Mondayised: the observed day has its own hours.
        'Anzac Day (observed), Mon 27 April: 10 AM to 5 PMNo deliveries',
        'Mon 4 May to Wed 6 May: Closed for a kitchen refit',
        "King's Birthday, Mon 1 June: 10 AM to 5 PMNo deliveries",
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks every field required with the right input types', () => {
    renderPage(<ContactPage />);
    const fields = ['Name', 'Email', 'Phone', 'Subject', 'Message'].map((label) => field(label));
    for (const field of fields) expect(field.required).toBe(true);
    expect(fields[1]!.getAttribute('type')).toBe('email');
    expect(fields[2]!.getAttribute('type')).toBe('tel');

    const form = fields[0]!.closest('form')!;
    expect(form.checkValidity()).toBe(false);
    expect(fields[0]!.validity.valueMissing).toBe(true);
  });

  it('does not send while a required field is empty', () => {
    renderPage(<ContactPage />);
    fireEvent.change(field('Name'), { target: { value: 'Aroha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(field('Email').validity.valueMissing).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message as JSON, toasts the server message and clears the form', async () => {
    let reply!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (reply = resolve)));
    renderPage(<ContactPage />);
    const values = {
      Name: 'Aroha Patel',
      Email: 'aroha@example.co.nz',
      Phone: '+64 21 555 1234',
      Subject: 'Engagement cake',
      Message: 'A two-tier pistachio and rose cake for 40 guests on the 14th, please.',
    };
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(field(label), { target: { value } });
    }
    fireEvent.submit(field('Name').closest('form')!);

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    reply(new Response(JSON.stringify({ message: 'ok' }), { status: 201 }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Message Sent!'));
    expect(getToasts()[0]?.description).toBe('ok');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      name: values.Name,
      email: values.Email,
      phone: values.Phone,
      subject: values.Subject,
      message: values.Message,
      source: 'contact',
    });
    await waitFor(() => expect(field('Name').value).toBe(''));
    expect(field('Message').value).toBe('');
  });

  it('falls back to the default thank-you when the server sends no message', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ message: '' }), { status: 201 }));
    renderPage(<ContactPage />);
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message']) {
      fireEvent.change(field(label), {
        target: { value: label === 'Email' ? 'a@b.nz' : label === 'Phone' ? '021 555 123' : 'Hello' },
      });
    }
    fireEvent.submit(field('Name').closest('form')!);
    await waitFor(() =>
      expect(getToasts()[0]?.description).toBe("Thank you for contacting us. We'll get back to you within 24 hours."),
    );
  });

  it('shows a destructive toast, warns (not errors) and keeps the form on failure', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ message: 'nope', code: 'INTERNAL', requestId: 'r' }), { status: 500 }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    renderPage(<ContactPage />);
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message']) {
      fireEvent.change(field(label), {
        target: { value: label === 'Email' ? 'a@b.nz' : label === 'Phone' ? '021 555 123' : 'Hello' },
      });
    }
    fireEvent.submit(field('Name').closest('form')!);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Error'));
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      description: 'Failed to send message. Please try again or contact us directly.',
    });
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(field('Name').value).toBe('Hello');
  });
});

describe('Other pages', () => {
  it('delivery page lists the three fees, free delivery over $50 and a call link', () => {
    renderPage(<DeliveryInfoPage />);
    for (const text of ['$8.50', '$15.00', '$25.00']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('Free delivery on orders over $50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Us' }).getAttribute('href')).toBe('tel:+6495550101');
  });

  it('custom orders page has the four occasions, a call link and Send Message to /contact', () => {
    renderPage(<CustomOrdersPage />);
    for (const name of ['Weddings', 'Birthdays', 'Corporate', 'Special Events']) {
      expect(screen.getByRole('heading', { name, level: 3 })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Call Us' }).getAttribute('href')).toBe('tel:+6495550101');
    expect(screen.getByRole('link', { name: 'Send Message' }).getAttribute('href')).toBe('/contact');
  });

  it('returns page names the 24-hour window, 3–5 day refunds and 110% store credit', () => {
    const { container } = renderPage(<ReturnsPage />);
    const text = container.textContent ?? '';
    expect(text).toContain('within 24 hours');
    expect(text).toContain('3–5 business days');
    expect(text).toContain('110%');
    expect(screen.getByRole('link', { name: '+64 9 555 0101' }).getAttribute('href')).toBe('tel:+6495550101');
  });

  it('loyalty programme page links to /loyalty and the shop', () => {
    renderPage(<LoyaltyProgramPage />);
    expect(screen.getByRole('link', { name: 'View My Rewards' }).getAttribute('href')).toBe('/loyalty');
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/');
    for (const text of ['5% off', '10% off', '15% off', '$10 off']) expect(screen.getByText(text)).toBeTruthy();
  });
});
