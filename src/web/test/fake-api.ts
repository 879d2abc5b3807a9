/**
 * The web tests' API server: handlers keyed by the spec's `METHOD /path` (a `:name` segment matches
 * any one segment), installed as `fetch` for every test of a file that imports it.
 *
 * Every answer is checked before the app sees it: a successful one must parse with the route's
 * schema from `src/contracts` (api-contract.ts), an error with a JSON body must be an `ApiError`.
 * A request no handler answers and an answer that does not parse fail the test, naming the route:
 * the fetch rejects with the reason, and the test fails after it ends even if the screen coped.
 */
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/contracts/common';
import { contractFor, pathFits } from './api-contract';
import { businessSettings } from './business-settings';

export interface FakeRequest {
  method: string;
  /** The path without the query: `/api/cart`. */
  path: string;
  query: URLSearchParams;
  /** The `:name` segments of the handler's key. */
  params: Record<string, string>;
  headers: Record<string, string>;
  /** The JSON body, parsed; the raw body when it is not JSON; undefined when none. */
  body: unknown;
}

/** A `Response`, or any other value to answer 200 with it as JSON. */
export type FakeHandler = (request: FakeRequest) => unknown;
export type FakeRoutes = Record<string, FakeHandler>;

const OUR_API = /^\/api\//;

function describeIssues(error: z.ZodError): string {
  return z.prettifyError(error).split('\n').slice(0, 8).join('\n    ');
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
  return headers;
}

function bodyOf(init: RequestInit | undefined): unknown {
  if (init?.body === undefined || init.body === null) return undefined;
  if (typeof init.body !== 'string') return init.body;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

function findHandler(routes: FakeRoutes, method: string, path: string) {
  const exact = routes[`${method} ${path}`];
  if (exact) return { handler: exact, params: {} };
  for (const [key, handler] of Object.entries(routes)) {
    const [keyMethod, pattern] = key.split(' ') as [string, string];
    if (keyMethod !== method || !pattern?.includes(':')) continue;
    const params = pathFits(pattern, path);
    if (params) return { handler, params };
  }
  return null;
}

/** Why `answer` to `METHOD path` is not what the server could send, or null when it is. */
async function contractProblem(method: string, path: string, answer: Response): Promise<string | null> {
  const route = `${method} ${path}`;
  // Read only when checked: an event stream's body stays open for the whole test.
  const text = () => answer.clone().text();
  if (answer.status >= 400) {
    let json: unknown;
    try {
      json = JSON.parse(await text());
    } catch {
      return null; // not JSON: a proxy's or a crashed server's page, which the app must also survive
    }
    const parsed = ApiError.safeParse(json);
    return parsed.success
      ? null
      : `${route} answered ${answer.status} with a body that is not an ApiError ({ message, code, requestId }):\n    ${describeIssues(parsed.error)}`;
  }
  if (!OUR_API.test(path)) return null; // an outside service (file storage): not ours to check
  const contract = contractFor(method, path);
  if (!contract)
    return `${route} is not in the API contract (src/web/test/api-contract.ts): the server has no such route`;
  const expected = contract.answers[answer.status];
  if (!expected) {
    const statuses = Object.keys(contract.answers).join(', ');
    return `${contract.route} answered ${answer.status}, which the server never sends on success (it sends ${statuses})`;
  }
  if (expected === 'text') return null;
  const body = await text();
  if (expected === 'empty') return body === '' ? null : `${contract.route} answered ${answer.status} with a body`;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `${contract.route} answered ${answer.status} with a body that is not JSON: ${body.slice(0, 80)}`;
  }
  const parsed = expected.safeParse(json);
  return parsed.success
    ? null
    : `${contract.route} answered ${answer.status} with a body its contract refuses:\n    ${describeIssues(parsed.error)}`;
}

export interface FakeApi {
  /** This test's handlers; change them at any time (a handler may change others). */
  routes: FakeRoutes;
  /** Replaces this test's handlers and gives back the live set. */
  serve(routes: FakeRoutes): FakeRoutes;
  /**
   * The mock behind the installed `fetch`: its `mock.calls` are the requests in order. It answers
   * from `routes`; a test may tell it to answer otherwise (`mockResolvedValueOnce`), and that
   * answer is checked against the contract all the same.
   */
  fetch: Mock<typeof fetch>;
  /** The requests so far. */
  requests: FakeRequest[];
  /** `GET /api/cart` for each request so far (no query), in order. */
  calls(): string[];
  /** The failures collected so far (unhandled requests, answers that do not parse), then forgotten. */
  takeProblems(): string[];
}

let routes: FakeRoutes = {};

/**
 * Answers every storefront page asks for in the background, served when a test gives no handler
 * of its own: the daily batches and pre-order windows (issue 23), none unless a test says so, and
 * the shop's settings as a freshly set-up shop answers them.
 */
const ALWAYS_SERVED: FakeRoutes = {
  'GET /api/availability': () => ({ products: [] }),
  // The banner and the GST wording beside prices read the shop's settings on every storefront page (issue 26).
  'GET /api/business-settings': () => businessSettings(),
};
let problems: string[] = [];
const requests: FakeRequest[] = [];

/** Finds the test's handler for a request; an unhandled one is a problem. */
async function route(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
  const method = (init?.method ?? 'GET').toUpperCase();
  const found = findHandler(routes, method, url.pathname) ?? findHandler(ALWAYS_SERVED, method, url.pathname);
  const request: FakeRequest = {
    method,
    path: url.pathname,
    query: url.searchParams,
    params: found?.params ?? {},
    headers: headersOf(init),
    body: bodyOf(init),
  };
  if (!found) {
    const problem = `Unhandled request ${method} ${url.pathname}${url.search}: give the fake API a handler for it`;
    problems.push(problem);
    throw new Error(problem);
  }
  const result = await found.handler(request);
  return result instanceof Response ? result : Response.json(result);
}

/**
 * The `fetch` the app sees: asks `api.fetch` (the handlers, or what a test told that mock to
 * answer) and checks the answer against the contract before handing it over.
 */
async function checkedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
  const method = (init?.method ?? 'GET').toUpperCase();
  const params = findHandler(routes, method, url.pathname)?.params ?? {};
  requests.push({
    method,
    path: url.pathname,
    query: url.searchParams,
    params,
    headers: headersOf(init),
    body: bodyOf(init),
  });
  const response = await api.fetch(input, init);
  const problem = await contractProblem(method, url.pathname, response);
  if (problem) {
    problems.push(problem);
    throw new Error(problem);
  }
  return response;
}

export const api: FakeApi = {
  get routes() {
    return routes;
  },
  set routes(next) {
    routes = next;
  },
  serve(next) {
    routes = next;
    return routes;
  },
  fetch: vi.fn<typeof fetch>(route),
  requests,
  calls: () => requests.map((r) => `${r.method} ${r.path}`),
  takeProblems() {
    const taken = problems;
    problems = [];
    return taken;
  },
};

beforeEach(() => {
  routes = {};
  problems = [];
  requests.length = 0;
  api.fetch = vi.fn<typeof fetch>(route);
  vi.stubGlobal('fetch', checkedFetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  const found = api.takeProblems();
  if (found.length) {
    throw new Error(`The fake API found ${found.length} problem(s) in this test:\n  ${found.join('\n  ')}`);
  }
});
