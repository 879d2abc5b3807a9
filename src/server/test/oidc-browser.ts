/**
 * A tiny browser for the sign-in flow over real HTTP: follows redirects by hand, keeps cookies,
 * and speaks PKCE like oidc-client-ts does in the shop's pages.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

export class CookieBrowser {
  private readonly cookies = new Map<string, string>();
  private readonly localAddress: string | undefined;

  /** `localAddress` (another loopback address, e.g. 127.0.0.2) makes the server see another client. */
  constructor(options: { localAddress?: string } = {}) {
    this.localAddress = options.localAddress;
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const host = new URL(url).host;
    const jar = [...this.cookies].filter(([k]) => k.startsWith(`${host}|`)).map(([k, v]) => `${k.split('|')[1]}=${v}`);
    if (jar.length) headers.set('cookie', jar.join('; '));
    const response = this.localAddress
      ? await requestFrom(this.localAddress, url, init.method ?? 'GET', headers, init.body as string | undefined)
      : await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(`${host}|${pair!.slice(0, index)}`, pair!.slice(index + 1));
    }
    return response;
  }

  /** Follows redirects (GET) until a non-redirect answer, or one that leaves for `stopAt`. */
  async follow(url: string, init: RequestInit = {}, stopAt?: string): Promise<{ response: Response; url: string }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      current = new URL(response.headers.get('location')!, current).toString();
      if (stopAt && current.startsWith(stopAt)) return { response, url: current };
      response = await this.request(current);
    }
    return { response, url: current };
  }

  async postForm(url: string, fields: Record<string, string>, stopAt?: string) {
    return this.follow(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      },
      stopAt,
    );
  }
}

/** One plain HTTP request sent from `localAddress`, answered as a fetch Response (redirects not followed). */
function requestFrom(
  localAddress: string,
  url: string,
  method: string,
  headers: Headers,
  body: string | undefined,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, localAddress, headers: Object.fromEntries(headers) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of [value ?? []].flat()) answer.append(name, v);
        }
        const status = res.statusCode ?? 500;
        const noBody = [204, 205, 304].includes(status);
        resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, headers: answer }));
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

export interface SignInResult {
  accessToken: string;
  refreshToken: string | undefined;
  idToken: string;
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Starts an authorization request; returns the sign-in page's address. */
export async function startSignIn(browser: CookieBrowser, issuer: string, clientOrigin: string, clientId = 'shop-web') {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: `${clientOrigin}/auth/callback`,
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
  });
  const { response, url } = await browser.follow(`${issuer}/auth?${params}`);
  return { response, url, verifier, state };
}

/** Exchanges the code on the callback address for tokens, as the browser client does. */
export async function exchangeCode(
  browser: CookieBrowser,
  issuer: string,
  callbackUrl: string,
  verifier: string,
  clientOrigin: string,
  clientId = 'shop-web',
): Promise<SignInResult> {
  const code = new URL(callbackUrl).searchParams.get('code');
  if (!code) throw new Error(`no code in ${callbackUrl}`);
  const response = await browser.request(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: clientOrigin },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${clientOrigin}/auth/callback`,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await response.json()) as {
    access_token: string;
    refresh_token?: string;
    id_token: string;
    error?: string;
  };
  if (!response.ok) throw new Error(`token endpoint: ${response.status} ${JSON.stringify(body)}`);
  return { accessToken: body.access_token, refreshToken: body.refresh_token, idToken: body.id_token };
}

/** The whole journey: authorize → sign-in page → credentials → callback → tokens. */
export async function signInWithPassword(issuer: string, clientOrigin: string, email: string, password: string) {
  const browser = new CookieBrowser();
  const start = await startSignIn(browser, issuer, clientOrigin);
  const signInPage = start.url;
  const done = await browser.postForm(`${signInPage}/login`, { email, password }, `${clientOrigin}/auth/callback`);
  if (!done.url.startsWith(`${clientOrigin}/auth/callback`)) {
    throw new Error(`sign-in did not reach the callback: ${done.response.status} ${done.url}`);
  }
  return exchangeCode(browser, issuer, done.url, start.verifier, clientOrigin);
}
