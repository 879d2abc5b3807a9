// @vitest-environment happy-dom
/**
 * The board's "Phone alerts" switch (issue 24), on a browser whose service worker and push manager
 * are stand-ins: it subscribes with the shop's key and hands the subscription to the server, and
 * switching off forgets it on both sides.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/web/lib/toast-store';
import { admin, api, auth, renderApp } from '@/web/test/render-app';
import { PhoneAlertsToggle } from './phone-alerts-toggle';
import { keyBytes } from './push-subscription';

const PUBLIC_KEY = Buffer.from(new Uint8Array(65).map((_, i) => i + 1)).toString('base64url');
const ENDPOINT = 'https://push.example.net/send/abc';

interface FakeBrowser {
  subscription: { endpoint: string; unsubscribe: ReturnType<typeof vi.fn>; toJSON(): object } | null;
  subscribe: ReturnType<typeof vi.fn>;
  register: ReturnType<typeof vi.fn>;
  permission: NotificationPermission;
  answer: NotificationPermission;
}

let browser: FakeBrowser;

function installBrowser(start: Partial<FakeBrowser> = {}) {
  browser = {
    subscription: null,
    subscribe: vi.fn(),
    register: vi.fn(),
    permission: 'default',
    answer: 'granted',
    ...start,
  };
  const made = () => ({
    endpoint: ENDPOINT,
    unsubscribe: vi.fn(async () => {
      browser.subscription = null;
      return true;
    }),
    toJSON: () => ({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: 'BPk3ZXlfcDI1NmRo', auth: 'YXV0aF9zZWNyZXQ' },
    }),
  });
  browser.subscribe.mockImplementation(async () => (browser.subscription = made()));
  const pushManager = { getSubscription: async () => browser.subscription, subscribe: browser.subscribe };
  const registration = { pushManager, active: {} };
  browser.register.mockResolvedValue(registration);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: browser.register,
      ready: Promise.resolve(registration),
      getRegistration: async () =>
        browser.register.mock.calls.length || browser.subscription ? registration : undefined,
    },
  });
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, {
      get permission() {
        return browser.permission;
      },
      requestPermission: vi.fn(async () => (browser.permission = browser.answer)),
    }),
  );
}

beforeEach(() => {
  resetToasts();
  auth.as(admin);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PhoneAlertsToggle', () => {
  it('is not there when the browser cannot take pushes', () => {
    renderApp(<PhoneAlertsToggle />);
    expect(screen.queryByRole('button', { name: /Phone alerts/ })).toBeNull();
  });

  it('subscribes with the shop key and gives the subscription to the server', async () => {
    installBrowser();
    const posted: unknown[] = [];
    api.serve({
      'GET /api/admin/push/key': () => Response.json({ publicKey: PUBLIC_KEY }),
      'POST /api/admin/push/subscriptions': (request) => {
        posted.push(request.body);
        return Response.json({ subscribed: true }, { status: 201 });
      },
    });
    renderApp(<PhoneAlertsToggle />);
    const button = await screen.findByRole('button', { name: /Phone alerts/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(browser.register).toHaveBeenCalledWith('/push-sw.js');
    const options = browser.subscribe.mock.calls[0]![0] as PushSubscriptionOptionsInit;
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...keyBytes(PUBLIC_KEY)]);
    expect(keyBytes(PUBLIC_KEY)).toHaveLength(65);
    expect(posted).toEqual([browser.subscription!.toJSON()]);
    expect(getToasts()[0]).toMatchObject({ title: 'Phone alerts on' });
  });

  it('switches off on both sides, taking an already forgotten subscription calmly', async () => {
    installBrowser();
    browser.subscription = {
      endpoint: ENDPOINT,
      unsubscribe: vi.fn(async () => true),
      toJSON: () => ({}),
    };
    const deleted: unknown[] = [];
    api.serve({
      'DELETE /api/admin/push/subscriptions': (request) => {
        deleted.push(request.body);
        return Response.json({ message: 'gone', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 });
      },
    });
    const unsubscribe = browser.subscription.unsubscribe;
    renderApp(<PhoneAlertsToggle />);
    const button = await screen.findByRole('button', { name: /Phone alerts/ });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(deleted).toEqual([{ endpoint: ENDPOINT }]);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('says how to allow notifications when the browser blocks them', async () => {
    installBrowser({ permission: 'denied' });
    renderApp(<PhoneAlertsToggle />);
    expect(await screen.findByText(/Phone alerts are blocked/)).toBeTruthy();
  });
});
