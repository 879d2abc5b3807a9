// @vitest-environment jsdom
// jsdom, not happy-dom (decision 0240): happy-dom rejects a cancelled animation's `finished` promise
// (the carousel cancels its dot's animation on unmount), which no browser reports as unhandled.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/web/lib/toast-store';
import { renderApp } from '@/web/test/render-app';
import { AboutSection } from './about-section';
import { HeroCarousel } from './hero-carousel';
import { CAFE_OPENING_HOURS } from '@/domain/business';
import { MIN_SENDING_MS } from '@/web/components/contact-form';
import { toBusinessDetails } from '@/web/lib/business-format';
import { HomeContactSection } from './home-contact-section';
import { SCROLL_THRESHOLD_PX, ScrollToTopButton } from './scroll-to-top-button';
import { Testimonials } from './testimonials';
import { AUTO_ADVANCE_MS, TRANSITION_LOCK_MS } from './use-carousel';
import { PRELOAD_NEXT_AFTER_MS } from './use-slide-images';

const business = toBusinessDetails({
  businessName: 'Saffron & Sugar Bakery & Cafe',
  deliveryInfo: 'Free delivery over $30',
  addressLine1: '123 Dominion Road',
  addressLine2: '',
  suburb: 'Mt Eden',
  city: 'Auckland',
  postalCode: '1024',
  phone: '09 123 4567',
  email: 'hello@saffronsugar.co.nz',
  minimumOrder: '25.00',
  openingHours: CAFE_OPENING_HOURS,
  pricesIncludeGst: false,
  deliveryArea: { regions: ['Auckland'], suburbs: [] },
  leadTimeMinutes: 240,
  sameDayCutoffMinutes: 840,
});

const values = {
  name: 'Aroha Ngata',
  email: 'aroha@example.co.nz',
  message: 'Do you make eggless birthday cakes?',
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('HomeContactSection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });

  const fill = () => {
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: values.name } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: values.email } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: values.message } });
  };
  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /Send Message/ })));
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('has labelled, browser-required fields with an e-mail input', () => {
    renderApp(<HomeContactSection business={business} onSend={vi.fn()} />);
    for (const label of [/Name/, /Email/, /Message/]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    }
    expect(screen.getByLabelText(/Email/).getAttribute('type')).toBe('email');
    expect(screen.getByRole('button', { name: /Send Message/ }).getAttribute('type')).toBe('submit');
  });

  it('sends the values, stays in a sending state for at least 1 s, then thanks the visitor and clears', async () => {
    const onSend = vi.fn<(v: typeof values) => Promise<void>>().mockResolvedValue(undefined);
    renderApp(<HomeContactSection business={business} onSend={onSend} />);
    fill();
    await submit();

    expect(onSend).toHaveBeenCalledExactlyOnceWith(values);
    // Busy, not disabled: the focus stays on the button while it sends.
    const sending = screen.getByRole('button', { name: /Sending\.\.\./ });
    expect(sending.getAttribute('aria-disabled')).toBe('true');

    await advance(MIN_SENDING_MS - 1);
    expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toBeTruthy();
    expect(getToasts()).toHaveLength(0);

    await advance(1);
    expect((screen.getByRole('button', { name: /Send Message/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(getToasts()[0]).toMatchObject({
      title: 'Message sent!',
      description: "Thank you for your message! We'll get back to you soon.",
      variant: 'success',
    });
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe('');
  });

  it('adds no extra wait when sending already took longer than 1 s', async () => {
    const onSend = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 1500)));
    renderApp(<HomeContactSection business={business} onSend={onSend} />);
    fill();
    await submit();
    await advance(1500);
    expect(getToasts()[0]?.title).toBe('Message sent!');
  });

  it('shows a destructive toast, warns in the console and keeps the text when sending fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    renderApp(<HomeContactSection business={business} onSend={vi.fn().mockRejectedValue(new Error('offline'))} />);
    fill();
    await submit();
    await advance(MIN_SENDING_MS);

    expect(getToasts()[0]).toMatchObject({
      title: 'Error',
      description: 'Failed to send message. Please try again or contact us directly.',
      variant: 'destructive',
    });
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe(values.message);
    expect((screen.getByRole('button', { name: /Send Message/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the store details with phone and e-mail links', () => {
    renderApp(<HomeContactSection business={business} onSend={vi.fn()} />);
    const info = screen.getByRole('complementary', { name: `Visit ${business.name}` });
    expect(within(info).getByRole('link', { name: business.phone }).getAttribute('href')).toBe('tel:091234567');
    expect(within(info).getByRole('link', { name: business.email }).getAttribute('href')).toBe(
      `mailto:${business.email}`,
    );
    expect(within(info).getByText('Sat 8am–9pm')).toBeTruthy();
  });
});

describe('ScrollToTopButton', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    });
  const button = () => screen.queryByRole('button', { name: 'Scroll to top' });

  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('renders nothing on the server', () => {
    expect(renderToString(<ScrollToTopButton />)).toBe('');
  });

  it('stays hidden until the page is scrolled past 400 px', () => {
    renderApp(<ScrollToTopButton />);
    expect(button()).toBeNull();

    scrollTo(SCROLL_THRESHOLD_PX);
    expect(button()).toBeNull();

    scrollTo(SCROLL_THRESHOLD_PX + 1);
    expect(button()).not.toBeNull();

    scrollTo(120);
    expect(button()).toBeNull();
  });

  it('appears at once when the page is already scrolled on mount', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2000 });
    renderApp(<ScrollToTopButton />);
    expect(button()).not.toBeNull();
  });

  it('scrolls smoothly to the top, or instantly when the visitor prefers reduced motion', () => {
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    renderApp(<ScrollToTopButton />);
    scrollTo(900);

    fireEvent.click(button()!);
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    fireEvent.click(button()!);
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
  });
});

describe('HeroCarousel', () => {
  const hero = () => (
    <MemoryRouter>
      <HeroCarousel />
    </MemoryRouter>
  );

  it('server-renders only the first picture, eagerly with a high fetch priority', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(hero());
    // The hidden slides 2-4 would load at once even when lazy (they sit in the viewport).
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(1);

    const first = images[0]!;
    expect(first.getAttribute('src')).toBe('/images/hero/slide-1.webp');
    expect(first.getAttribute('srcset')).toBe('/images/hero/slide-1-800w.webp 800w, /images/hero/slide-1.webp 1600w');
    expect(first.getAttribute('sizes')).toBe('100vw');
    expect(first.getAttribute('width')).toBe('1600');
    expect(first.getAttribute('height')).toBe('900');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.hasAttribute('loading')).toBe(false);
  });

  it('renders the next picture, lazily, a moment before it shows, and every picture once pointed at', () => {
    vi.useFakeTimers();
    try {
      const { container } = renderApp(<HeroCarousel />);
      const pictures = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
      expect(pictures()).toEqual(['/images/hero/slide-1.webp']);

      act(() => vi.advanceTimersByTime(PRELOAD_NEXT_AFTER_MS));
      expect(pictures()).toEqual(['/images/hero/slide-1.webp', '/images/hero/slide-2.webp']);

      fireEvent.pointerEnter(screen.getByRole('region', { name: 'Featured treats' }));
      const images = [...container.querySelectorAll('img')];
      expect(images).toHaveLength(4);
      for (const img of images.slice(1)) {
        expect(img.getAttribute('loading')).toBe('lazy');
        expect(img.hasAttribute('fetchpriority')).toBe(false);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('hydrates the server HTML without a mismatch', async () => {
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const container = document.createElement('div');
    container.innerHTML = renderToString(hero());
    document.body.append(container);

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, hero(), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // Unmounted, not only taken out of the page: a live root's carousel keeps scheduling renders,
    // and one that ran after the file's jsdom was torn down failed a busy CI run ("window is not
    // defined" from React's scheduler).
    act(() => root!.unmount());
    container.remove();
  });

  it('is an accessible carousel: labelled slides, dots with aria-current, hidden inactive slides', () => {
    vi.useFakeTimers();
    renderApp(<HeroCarousel />);
    const region = screen.getByRole('region', { name: 'Featured treats' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');

    const slides = region.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    expect([...slides].map((s) => s.getAttribute('role'))).toEqual(['group', 'group', 'group', 'group']);

    const current = () =>
      screen.getAllByRole('button', { name: /Go to slide/ }).map((d) => d.getAttribute('aria-current'));
    expect(current()).toEqual(['true', null, null, null]);
    expect(slides[1]!.getAttribute('aria-hidden')).toBe('true');
    expect(slides[1]!.hasAttribute('inert')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toEqual([null, 'true', null, null]);
    expect(slides[0]!.hasAttribute('inert')).toBe(true);
    expect(slides[1]!.hasAttribute('aria-hidden')).toBe(false);
    expect(slides[1]!.hasAttribute('inert')).toBe(false);

    // Locked during the transition.
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(current()).toEqual([null, 'true', null, null]);
    act(() => vi.advanceTimersByTime(TRANSITION_LOCK_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(current()).toEqual([null, null, null, 'true']);
  });

  it('pauses and plays from its button, and while hovered', () => {
    vi.useFakeTimers();
    renderApp(<HeroCarousel />);
    const region = screen.getByRole('region', { name: 'Featured treats' });
    const activeDot = () =>
      screen.getAllByRole('button', { name: /Go to slide/ }).findIndex((d) => d.getAttribute('aria-current'));

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(activeDot()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(activeDot()).toBe(0);

    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(activeDot()).toBe(1);
  });

  it('pauses while focus is inside it', () => {
    vi.useFakeTimers();
    renderApp(<HeroCarousel />);
    const activeDot = () =>
      screen.getAllByRole('button', { name: /Go to slide/ }).findIndex((d) => d.getAttribute('aria-current'));
    const next = screen.getByRole('button', { name: 'Next slide' });

    act(() => next.focus());
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(activeDot()).toBe(0);

    // Moving focus within the carousel keeps it paused; leaving it resumes.
    act(() => screen.getByRole('button', { name: 'Previous slide' }).focus());
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(activeDot()).toBe(0);
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(activeDot()).toBe(1);
  });

  it('moves on a horizontal swipe of more than 50 px', () => {
    renderApp(<HeroCarousel />);
    const region = screen.getByRole('region', { name: 'Featured treats' });
    const activeDot = () =>
      screen.getAllByRole('button', { name: /Go to slide/ }).findIndex((d) => d.getAttribute('aria-current'));

    fireEvent.pointerDown(region, { clientX: 300, pointerType: 'touch' });
    fireEvent.pointerUp(region, { clientX: 260, pointerType: 'touch' });
    expect(activeDot()).toBe(0);

    fireEvent.pointerDown(region, { clientX: 300, pointerType: 'touch' });
    fireEvent.pointerUp(region, { clientX: 240, pointerType: 'touch' });
    expect(activeDot()).toBe(1);
  });
});

describe('static sections', () => {
  it('renders the about stats and a link to the story page', () => {
    renderApp(<AboutSection />);
    for (const value of ['2010', '50,000+', '100,000+', '25+']) expect(screen.getByText(value)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Read our story/ }).getAttribute('href')).toBe('/our-story');
  });

  it('renders the testimonials with their ratings', () => {
    renderApp(<Testimonials />);
    expect(screen.getByRole('heading', { name: 'Loved by Aucklanders' })).toBeTruthy();
    expect(screen.getAllByRole('figure').length).toBeGreaterThanOrEqual(3);
    expect(screen.getAllByText(/Rated \d out of 5/).length).toBe(screen.getAllByRole('figure').length);
  });
});
