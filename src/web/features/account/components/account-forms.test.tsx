// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreUserProfile } from '@/contracts/auth';
import { findRegion } from '@/domain/nz-regions';
import { createQueryClient } from '@/web/lib/query-client';
import { getToasts, resetToasts } from '@/web/lib/toast-store';
import { stubMissingLayoutApis } from '@/web/test/dom-stubs';
import { api, auth, customer, renderApp } from '@/web/test/render-app';
import { storeUserProfile } from '@/web/test/store-user-profile';
import { profileKeys, useProfile } from '../api/get-profile';
import { AddressForm } from './address-form';
import type { StoreNotificationPreferences } from '@/contracts/notifications';
import { NotificationsForm } from './notifications-form';
import { DEFAULT_PRIVACY_PREFERENCES, PRIVACY_PREFERENCES_KEY, PrivacyForm } from './privacy-form';
import { ProfileForm } from './profile-form';
import { RegionSuburbPicker, type RegionSuburbValue } from '@/web/components/region-suburb-picker';

const PROFILE: StoreUserProfile = storeUserProfile({
  email: null,
  name: 'Aroha Ngata Smith',
  firstName: null,
  lastName: null,
});

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
/** What the server answers a request it has nothing for. */
const NOT_FOUND = { message: 'Not found', code: 'NOT_FOUND', requestId: 'r' };

// jsdom lacks these; Radix (popover, switch) and cmdk use them.
stubMissingLayoutApis();

beforeEach(() => {
  resetToasts();
  window.localStorage.clear();
  auth.as({ ...customer, name: 'Aroha Ngata Smith' });
  api.serve({ 'GET /api/auth/user': () => Response.json(PROFILE), 'PUT /api/auth/user': () => Response.json(PROFILE) });
  fetchMock = api.fetch;
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderWithClient(ui: ReactElement) {
  const client = createQueryClient();
  client.setQueryData(profileKeys.user('user-1'), PROFILE);
  const result = renderApp(ui, { queryClient: client });
  return { ...result, client };
}

function PickerHarness({
  initial,
  onChange,
}: {
  initial: RegionSuburbValue;
  onChange: (v: RegionSuburbValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RegionSuburbPicker
      region={value.region}
      suburb={value.suburb}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const text = (el: Element) => el.textContent ?? '';
const isDisabled = (el: Element) => (el as HTMLButtonElement).disabled;
const valueOf = (el: Element) => (el as HTMLInputElement).value;
const isOn = (el: Element) => el.getAttribute('aria-checked') === 'true';

const regionBox = () => screen.getByRole('combobox', { name: 'Region' });
const suburbBox = () => screen.getByRole('combobox', { name: 'Suburb' });

describe('RegionSuburbPicker', () => {
  it('disables the suburb until a region is chosen, then lists only that region’s suburbs', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<PickerHarness initial={{ region: '', suburb: '' }} onChange={onChange} />);

    expect(text(regionBox())).toContain('Select a region');
    expect(isDisabled(suburbBox())).toBe(true);

    await user.click(regionBox());
    expect(screen.getAllByRole('option')).toHaveLength(15);
    await user.click(screen.getByRole('option', { name: 'Wellington' }));

    expect(onChange).toHaveBeenLastCalledWith({ region: 'Wellington', suburb: '' });
    expect(text(regionBox())).toContain('Wellington');
    expect(isDisabled(suburbBox())).toBe(false);

    await user.click(suburbBox());
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(findRegion('Wellington')!.suburbs);
    expect(options).toContain('Te Aro');
    expect(options).not.toContain('Ponsonby');

    await user.click(screen.getByRole('option', { name: 'Te Aro' }));
    expect(onChange).toHaveBeenLastCalledWith({ region: 'Wellington', suburb: 'Te Aro' });
    expect(text(suburbBox())).toContain('Te Aro');
  });

  it('clears the suburb when another region is chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<PickerHarness initial={{ region: 'Auckland', suburb: 'Ponsonby' }} onChange={onChange} />);
    expect(text(suburbBox())).toContain('Ponsonby');

    await user.click(regionBox());
    await user.click(screen.getByRole('option', { name: 'Canterbury' }));

    expect(onChange).toHaveBeenLastCalledWith({ region: 'Canterbury', suburb: '' });
    expect(text(suburbBox())).toContain('Select a suburb');
  });

  it('clears the choice when the selected region or suburb is chosen again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<PickerHarness initial={{ region: 'Auckland', suburb: 'Ponsonby' }} onChange={onChange} />);

    await user.click(suburbBox());
    await user.click(screen.getByRole('option', { name: 'Ponsonby' }));
    expect(onChange).toHaveBeenLastCalledWith({ region: 'Auckland', suburb: '' });
    expect(text(suburbBox())).toContain('Select a suburb');

    await user.click(regionBox());
    await user.click(screen.getByRole('option', { name: 'Auckland' }));
    expect(onChange).toHaveBeenLastCalledWith({ region: '', suburb: '' });
    expect(isDisabled(suburbBox())).toBe(true);
  });

  it('filters by search and shows the empty texts for a nonsense search', async () => {
    const user = userEvent.setup();
    renderApp(<PickerHarness initial={{ region: 'Auckland', suburb: '' }} onChange={() => {}} />);

    await user.click(suburbBox());
    const search = screen.getByPlaceholderText('Search suburbs...');
    expect(document.activeElement).toBe(search);
    await user.type(search, 'mount');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Mount Albert',
      'Mount Eden',
      'Mount Roskill',
      'Mount Wellington',
    ]);
    await user.clear(search);
    await user.type(search, 'xqzzy');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No suburb found.')).toBeTruthy();

    await user.keyboard('{Escape}');
    await user.click(regionBox());
    await user.type(screen.getByPlaceholderText('Search regions...'), 'atlantis');
    expect(screen.getByText('No region found.')).toBeTruthy();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<PickerHarness initial={{ region: '', suburb: '' }} onChange={onChange} />);

    regionBox().focus();
    await user.keyboard('{Enter}');
    await user.keyboard('otago');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ region: 'Otago', suburb: '' });
    await waitFor(() => expect(document.activeElement).toBe(regionBox()));

    suburbBox().focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('queens{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ region: 'Otago', suburb: 'Queenstown' });
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return {
    url,
    method: init?.method,
    authorization: (init?.headers as Record<string, string>).authorization,
    body: JSON.parse(String(init?.body)) as unknown,
  };
};

function ProfileProbe() {
  const { data, error, fetchStatus } = useProfile();
  return <p data-testid="probe">{data ? `loaded ${data.sub}` : error ? error.message : fetchStatus}</p>;
}

function renderProbe() {
  return renderApp(<ProfileProbe />);
}

describe('useProfile', () => {
  it('reads GET /api/auth/user with the bearer token once signed in', async () => {
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('loaded user-1'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/user');
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer test-token');
  });

  it('fails with "Failed to fetch user data" on a non-OK answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 401 }));
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('Failed to fetch user data'));
  });

  it('does not run when signed out', async () => {
    auth.as('signed-out');
    renderProbe();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('probe').textContent).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ProfileForm', () => {
  it('prefills from the profile, falling back to the identity provider’s name and e-mail', () => {
    renderWithClient(<ProfileForm profile={PROFILE} />);
    expect(valueOf(screen.getByLabelText('First name'))).toBe('Aroha');
    expect(valueOf(screen.getByLabelText('Last name'))).toBe('Ngata Smith');
    expect(valueOf(screen.getByLabelText('Email'))).toBe('aroha@example.nz');
    expect(screen.getByLabelText('Email').hasAttribute('readonly')).toBe(true);
    const noteId = screen.getByLabelText('Email').getAttribute('aria-describedby')!;
    expect(document.getElementById(noteId)?.textContent).toBe(
      'Email cannot be changed here. Contact support if needed.',
    );
    expect(screen.getByLabelText('Phone').getAttribute('placeholder')).toBe('+64 21 123 4567');
  });

  it('sends the PUT with the bearer token, shows Saving... while pending, then the success toast', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    fetchMock.mockImplementationOnce(() => answer.promise);
    const { client } = renderWithClient(<ProfileForm profile={{ ...PROFILE, firstName: 'Mere', lastName: 'Tane' }} />);

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+64 21 999 8888');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving.getAttribute('aria-disabled')).toBe('true');
    expect(lastRequest()).toEqual({
      url: '/api/auth/user',
      method: 'PUT',
      authorization: 'Bearer test-token',
      body: {
        firstName: 'Mere',
        lastName: 'Tane',
        phone: '+64 21 999 8888',
        addressLine1: '12 Ponsonby Road',
        addressLine2: '',
        suburb: 'Ponsonby',
        city: 'Auckland',
        state: 'Auckland',
        postalCode: '1011',
      },
    });

    const saved = { ...PROFILE, firstName: 'Mere', lastName: 'Tane', phone: '+64 21 999 8888' };
    await act(async () => answer.resolve(Response.json(saved)));

    expect(isDisabled(await screen.findByRole('button', { name: 'Save Changes' }))).toBe(false);
    expect(getToasts()[0]).toMatchObject({
      title: 'Profile Updated',
      description: 'Your profile information has been saved successfully.',
      variant: 'success',
    });
    expect(client.getQueryData(profileKeys.user('user-1'))).toEqual(saved);
  });

  it('shows the failure toast and the server’s validation message, warning (not erroring) in the console', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    fetchMock.mockResolvedValueOnce(
      Response.json(
        {
          message: 'body.phone: phone must be a phone number; body.firstName: must be at most 60 characters',
          code: 'VALIDATION_FAILED',
          requestId: 'req-1',
          fields: { phone: 'phone must be a phone number', firstName: 'must be at most 60 characters' },
        },
        { status: 400 },
      ),
    );
    renderWithClient(<ProfileForm profile={PROFILE} />);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(text(await screen.findByRole('alert'))).toBe(
      'Phone must be a phone number. First name: must be at most 60 characters',
    );
    expect(getToasts()[0]).toMatchObject({
      title: 'Error',
      description: 'Failed to update profile. Please try again.',
      variant: 'destructive',
    });
    expect(warn).toHaveBeenCalledWith('Failed to update profile', expect.any(Error));
    expect(error).not.toHaveBeenCalled();
  });
});

describe('AddressForm', () => {
  it('saves the address with region as state and city, plus name and phone', async () => {
    const user = userEvent.setup();
    renderWithClient(<AddressForm profile={{ ...PROFILE, state: 'AUK', firstName: 'Mere', lastName: 'Tane' }} />);

    expect(screen.getByLabelText('Street address').getAttribute('placeholder')).toBe('123 Queen Street');
    expect(screen.getByLabelText('Postal code').getAttribute('placeholder')).toBe('1010');
    expect(valueOf(screen.getByLabelText('Country'))).toBe('New Zealand');
    expect(text(regionBox())).toContain('Auckland');
    expect(text(suburbBox())).toContain('Ponsonby');

    await user.click(regionBox());
    await user.click(screen.getByRole('option', { name: "Hawke's Bay" }));
    await user.click(suburbBox());
    await user.click(screen.getByRole('option', { name: 'Havelock North' }));
    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), '4130');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(getToasts()[0]?.title).toBe('Address Updated'));
    expect(getToasts()[0]).toMatchObject({
      description: 'Your delivery address has been saved successfully.',
      variant: 'success',
    });
    expect(lastRequest()).toEqual({
      url: '/api/auth/user',
      method: 'PUT',
      authorization: 'Bearer test-token',
      body: {
        addressLine1: '12 Ponsonby Road',
        addressLine2: '',
        suburb: 'Havelock North',
        city: "Hawke's Bay",
        state: "Hawke's Bay",
        postalCode: '4130',
        firstName: 'Mere',
        lastName: 'Tane',
        phone: '+64 21 555 0101',
      },
    });
  });

  it('shows the failure toast and the validation message', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(
      Response.json(
        {
          message: 'body.postalCode: postalCode must be 4 digits',
          code: 'VALIDATION_FAILED',
          requestId: 'req-2',
          fields: { postalCode: 'postalCode must be 4 digits' },
        },
        { status: 400 },
      ),
    );
    renderWithClient(<AddressForm profile={PROFILE} />);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(text(await screen.findByRole('alert'))).toBe('Postal code must be 4 digits');
    expect(getToasts()[0]).toMatchObject({
      title: 'Error',
      description: 'Failed to update address. Please try again.',
      variant: 'destructive',
    });
    expect(warn).toHaveBeenCalledWith('Failed to update address', expect.any(Error));
  });
});

describe('NotificationsForm', () => {
  const DEFAULTS: StoreNotificationPreferences = {
    orderUpdates: true,
    marketing: false,
    weeklyDeals: true,
    newProducts: false,
    smsOrderUpdates: false,
    phone: PROFILE.phone,
    phoneTextable: true,
  };
  const URL = '/api/auth/user/notifications';

  it("starts from the server's choices: the spec defaults until saved", async () => {
    api.serve({ [`GET ${URL}`]: () => Response.json(DEFAULTS) });
    renderWithClient(<NotificationsForm profile={PROFILE} />);
    await screen.findByRole('switch', { name: 'Order updates' });
    expect(isOn(screen.getByRole('switch', { name: 'Order updates' }))).toBe(true);
    expect(isOn(screen.getByRole('switch', { name: 'Marketing emails' }))).toBe(false);
    expect(isOn(screen.getByRole('switch', { name: 'Weekly deals' }))).toBe(true);
    expect(isOn(screen.getByRole('switch', { name: 'New products' }))).toBe(false);
    const texts = screen.getByRole('switch', { name: 'Text messages' });
    expect(isOn(texts)).toBe(false);
    expect(texts.hasAttribute('disabled')).toBe(false);
    expect(texts.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(texts.getAttribute('aria-describedby')!)!.textContent).toContain('+64 21 555 0101');
  });

  it('saves every choice on the server with the spec toast', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    api.serve({
      [`GET ${URL}`]: () => Response.json({ ...DEFAULTS, marketing: true }),
      [`PUT ${URL}`]: (request) => {
        const body = request.body as Record<string, boolean>;
        saved.push(body);
        return Response.json({ ...DEFAULTS, ...body });
      },
    });
    renderWithClient(<NotificationsForm profile={PROFILE} />);
    await waitFor(() => expect(isOn(screen.getByRole('switch', { name: 'Marketing emails' }))).toBe(true));

    await user.click(screen.getByRole('switch', { name: 'Order updates' }));
    await user.click(screen.getByRole('switch', { name: 'Text messages' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      orderUpdates: false,
      marketing: true,
      weeklyDeals: true,
      newProducts: false,
      smsOrderUpdates: true,
    });
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Preferences Updated',
        description: 'Your notification preferences have been saved.',
      }),
    );
    expect(window.localStorage.length).toBe(0);
  });

  it('offers texts only with a phone number, and leads to the profile to add one', async () => {
    const user = userEvent.setup();
    const onAddPhone = vi.fn();
    api.serve({ [`GET ${URL}`]: () => Response.json({ ...DEFAULTS, phone: null, phoneTextable: false }) });
    renderWithClient(<NotificationsForm profile={{ phone: null }} onAddPhone={onAddPhone} />);
    const texts = await screen.findByRole('switch', { name: 'Text messages' });
    expect(texts.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add a phone number' }));
    expect(onAddPhone).toHaveBeenCalledOnce();
  });

  it("says what the server refused and keeps the customer's choices", async () => {
    const user = userEvent.setup();
    api.serve({
      [`GET ${URL}`]: () => Response.json(DEFAULTS),
      [`PUT ${URL}`]: () =>
        Response.json(
          {
            message: 'Add a mobile number to your profile first',
            code: 'PHONE_REQUIRED',
            requestId: 'r',
            fields: { smsOrderUpdates: 'Add a mobile number to your profile first' },
          },
          { status: 400 },
        ),
    });
    renderWithClient(<NotificationsForm profile={PROFILE} />);
    await user.click(await screen.findByRole('switch', { name: 'Text messages' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Error', variant: 'destructive' }));
    expect(getToasts()[0]!.description).toContain('Add a mobile number to your profile first');
    expect(isOn(screen.getByRole('switch', { name: 'Text messages' }))).toBe(true);
  });
});

describe('PrivacyForm', () => {
  it('starts from the defaults and saves locally', async () => {
    const user = userEvent.setup();
    expect(DEFAULT_PRIVACY_PREFERENCES).toEqual({ shareData: false, analytics: true, cookies: true });
    renderWithClient(<PrivacyForm />);

    expect(isOn(screen.getByRole('switch', { name: 'Share data with partners' }))).toBe(false);
    expect(isOn(screen.getByRole('switch', { name: 'Usage analytics' }))).toBe(true);
    expect(isOn(screen.getByRole('switch', { name: 'Preference cookies' }))).toBe(true);

    await user.click(screen.getByRole('switch', { name: 'Usage analytics' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(JSON.parse(window.localStorage.getItem(PRIVACY_PREFERENCES_KEY)!)).toEqual({
      shareData: false,
      analytics: false,
      cookies: true,
    });
    expect(getToasts()[0]).toMatchObject({
      title: 'Preferences Updated',
      description: 'Your privacy preferences have been saved.',
    });
  });

  it('downloads a JSON file of what the shop holds, fetched with the token', async () => {
    const user = userEvent.setup();
    const saved: { name: string; href: string }[] = [];
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:my-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const exported = {
      exportedAt: '2026-11-27T00:00:00.000Z',
      profile: PROFILE,
      addresses: [],
      orders: [],
      loyalty: null,
      signIn: { issuer: 'http://sign-in.test', subject: 'user-1', managedBy: 'shop' },
      notifications: {
        orderUpdates: true,
        marketing: false,
        weeklyDeals: true,
        newProducts: false,
        smsOrderUpdates: false,
        phone: null,
        phoneTextable: false,
      },
      notes: [],
    };
    fetchMock.mockResolvedValueOnce(Response.json(exported));
    renderWithClient(<PrivacyForm />);

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/user/export');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer test-token');
    expect(saved[0]).toEqual({
      name: expect.stringMatching(/^my-data-\d{4}-\d{2}-\d{2}\.json$/),
      href: 'blob:my-data',
    });
    expect(JSON.parse(await blobs[0]!.text())).toEqual(exported);
    expect(getToasts()[0]).toMatchObject({ title: 'Your data is downloading', variant: 'success' });
  });

  it('says when the download fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 500 }));
    renderWithClient(<PrivacyForm />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Error',
        description: 'Failed to download your data. Please try again.',
        variant: 'destructive',
      }),
    );
  });

  it('deletes the account only after the confirmation, says what was kept, then signs out', async () => {
    const user = userEvent.setup();
    const deleted = {
      deleted: true,
      signInAccount: 'deleted',
      ordersKept: 1,
      message: 'Your account and your sign-in have been deleted. We keep your order for seven years.',
    };
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/user' ? Response.json(deleted) : Response.json(NOT_FOUND, { status: 404 }),
    );
    renderWithClient(<PrivacyForm />);

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    expect(dialog.textContent).toContain('We keep your orders for seven years, as tax law requires');
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/user')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const done = await screen.findByRole('dialog', { name: 'Your account has been deleted' });
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/user')!;
    expect(call[1]?.method).toBe('DELETE');
    expect(done.textContent).toContain(deleted.message);
    expect(auth.logout).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Your account has been deleted' })).toBeTruthy();
    await user.click(within(done).getByRole('button', { name: 'Sign out' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('says in plain words that the account goes at once and orders still to come keep their details until they close', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () => Response.json(NOT_FOUND, { status: 404 }));
    renderWithClient(<PrivacyForm />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    const text = dialog.textContent ?? '';
    expect(text).toContain('This deletes your profile, saved address, loyalty points and your sign-in at once');
    expect(text).toContain(
      'Orders still to come are still made and handed over: we keep your name, phone, e-mail and address on them until each is delivered, collected or cancelled, then remove them.',
    );
    expect(text).toContain('with your name and address removed');
    // It no longer says the shop cannot reach the customer about an order still to come.
    expect(text).not.toContain('can no longer reach you');
  });

  it('keeps the account when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () => Response.json(NOT_FOUND, { status: 404 }));
    renderWithClient(<PrivacyForm />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
