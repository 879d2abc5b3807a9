import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, setAccessTokenProvider } from './api-client';

const error = (body: unknown) =>
  new ApiRequestError(400, typeof body === 'string' ? body : JSON.stringify(body), 'Bad Request');

describe('ApiRequestError', () => {
  it('reads field errors from the JSON error body', () => {
    const e = error({
      message: 'deliveryTime: that time slot is full',
      code: 'CONFLICT',
      requestId: 'req-1',
      fields: { deliveryTime: 'that time slot is full', 'deliveryAddress.postalCode': 'must be 4 digits' },
    });
    expect(e.message).toBe(`400: ${e.body}`);
    expect(e.fields).toEqual({
      deliveryTime: 'that time slot is full',
      'deliveryAddress.postalCode': 'must be 4 digits',
    });
    expect(e.apiError?.requestId).toBe('req-1');
    expect(e.serverMessage).toBe('deliveryTime: that time slot is full');
  });

  it('has no field errors when the body has none, is not ours, or is not JSON', () => {
    expect(error({ message: 'Not found', code: 'NOT_FOUND', requestId: 'r' }).fields).toEqual({});
    expect(error({ message: 'x', code: 'X', requestId: 'r', fields: { a: 1 } }).fields).toEqual({});
    expect(error({ message: 'x', code: 'X', requestId: 'r', fields: ['a'] }).fields).toEqual({});
    expect(error({ message: 'x', fields: { a: 'b' } }).fields).toEqual({});
    expect(error('<html>Bad gateway</html>').fields).toEqual({});
    expect(error('').apiError).toBeUndefined();
  });
});

describe('apiRequest and the sign-in token', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  const sentAuthorization = () => (fetchMock.mock.calls.at(-1)![1]!.headers as Record<string, string>).authorization;

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    setAccessTokenProvider(null);
    vi.unstubAllGlobals();
  });

  it('attaches the registered token only to calls made with auth', async () => {
    const provider = vi.fn(async () => 'token-1');
    setAccessTokenProvider(provider);

    await apiRequest('GET', '/api/products');
    expect(sentAuthorization()).toBeUndefined();
    expect(provider).not.toHaveBeenCalled();

    await apiRequest('GET', '/api/orders/me', { auth: true });
    expect(sentAuthorization()).toBe('Bearer token-1');
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it('sends no header when nobody is signed in or no provider is registered', async () => {
    await apiRequest('GET', '/api/orders/me', { auth: true });
    expect(sentAuthorization()).toBeUndefined();

    setAccessTokenProvider(async () => null);
    await apiRequest('GET', '/api/orders/me', { auth: true });
    expect(sentAuthorization()).toBeUndefined();
  });

  it('turns a non-OK answer into an ApiRequestError with the body', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { message: 'bad', code: 'VALIDATION', requestId: 'r', fields: { email: 'required' } },
        { status: 400 },
      ),
    );
    const failure = await apiRequest('POST', '/api/contact', { body: {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).fields).toEqual({ email: 'required' });
  });
});

describe('apiRequest when the shop is busy (503 BUSY, decision 0215)', () => {
  const BUSY_TEXT = 'The shop is busy, try again in a moment.';
  const busy = () =>
    Response.json(
      { message: BUSY_TEXT, code: 'BUSY', requestId: 'r' },
      { status: 503, headers: { 'retry-after': '0' } },
    );
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the refused request again after Retry-After, with the same body, and gives its answer', async () => {
    fetchMock.mockResolvedValueOnce(busy());
    await expect(apiRequest('POST', '/api/cart', { body: { quantity: 2 } })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map((call) => call[1]!.body)).toEqual(['{"quantity":2}', '{"quantity":2}']);
  });

  it('gives up after one more try with the busy message for the screen', async () => {
    fetchMock.mockImplementation(async () => busy());
    const failure = (await apiRequest('GET', '/api/products').catch((e: unknown) => e)) as ApiRequestError;
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure.busy).toBe(true);
    expect(failure.serverMessage).toBe(BUSY_TEXT);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never repeats any other 503: the server may have done part of it', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ message: 'Database unavailable', code: 'UNAVAILABLE', requestId: 'r' }, { status: 503 }),
    );
    const failure = (await apiRequest('POST', '/api/confirm-order', { body: {} }).catch(
      (e: unknown) => e,
    )) as ApiRequestError;
    expect(failure.busy).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
