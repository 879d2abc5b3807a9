/**
 * The browser's one way to call the API. A non-OK answer becomes
 * `Error("<status>: <body text or status text>")`, as the spec's shared request layer does; the
 * JSON error body (`ApiError`) stays readable on it, field errors included.
 */
import { BUSY_CODE } from '@/contracts/busy';
import type { ApiError } from '@/contracts/common';

/**
 * The shape check of `ApiError` (src/contracts/common.ts), by hand: this module is in every page's
 * first download and zod's runtime would add about 90 KB (gzip) to it. The contract's type keeps
 * the two in step.
 */
function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.message !== 'string' || typeof v.code !== 'string' || typeof v.requestId !== 'string') return false;
  if (v.fields === undefined) return true;
  return (
    typeof v.fields === 'object' &&
    v.fields !== null &&
    !Array.isArray(v.fields) &&
    Object.values(v.fields).every((message) => typeof message === 'string')
  );
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** Our JSON error body (`ApiError`), or undefined when the body is something else. */
  get apiError(): ApiError | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return isApiError(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }

  /** The shop refused the request unprocessed because it was saturated (503 BUSY, decision 0215). */
  get busy(): boolean {
    return this.status === 503 && this.apiError?.code === BUSY_CODE;
  }

  /** The `message` of our JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** What was wrong with which input, by field name (`{ deliveryTime: 'that time slot is full' }`); empty when none. */
  get fields(): Readonly<Record<string, string>> {
    return this.apiError?.fields ?? {};
  }
}

/** Gives the signed-in person's access token, or null; registered by the sign-in store. */
export type AccessTokenProvider = () => Promise<string | null>;

let accessTokenProvider: AccessTokenProvider | null = null;

/** The sign-in store registers how to get a token; calls made with `auth: true` then carry it. */
export function setAccessTokenProvider(provider: AccessTokenProvider | null): void {
  accessTokenProvider = provider;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Send the signed-in person's bearer token (when someone is signed in). Off by default: public
   * reads go without it, so a stale token can never make them fail.
   */
  auth?: boolean;
  signal?: AbortSignal;
}

export async function apiRequest<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(method, url, options)).data;
}

/** As `apiRequest`, also giving the answer's headers (a list's `X-Total-Count`, for one). */
export async function apiRequestWithHeaders<T>(
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  // A JSON content-type only when a body exists.
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.auth && accessTokenProvider) {
    const token = await accessTokenProvider();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(url, { method, headers, credentials: 'include', body, signal: options.signal });
    if (response.ok) return readAnswer<T>(response);
    const error = new ApiRequestError(response.status, await response.text(), response.statusText);
    if (!error.busy || attempt >= BUSY_RETRIES) throw error;
    await pause(retryAfterMs(response), options.signal);
  }
}

/**
 * A rush (decision 0215): the server refused the request before doing anything (503 BUSY), so it
 * is sent again once after the server's Retry-After (a second); still refused, the screen shows the
 * server's "The shop is busy, try again in a moment." (issue 27: told within about a second).
 */
const BUSY_RETRIES = 1;
const MAX_RETRY_WAIT_MS = 5_000;

function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after') ?? 1);
  return Number.isFinite(seconds) ? Math.min(Math.max(seconds, 0) * 1000, MAX_RETRY_WAIT_MS) : MAX_RETRY_WAIT_MS;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

async function readAnswer<T>(response: Response): Promise<{ data: T; headers: Headers }> {
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export const apiGet = <T>(url: string, options?: RequestOptions) => apiRequest<T>('GET', url, options);

/** Builds `path?query` leaving out empty values; a list goes as one comma-separated value. */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | readonly string[] | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text !== undefined && text !== '') params.set(key, String(text));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
