// @vitest-environment happy-dom
/**
 * The harness itself: the fake API serves only what the contracts allow and answers only what a
 * test asked it to, and the sign-in identity reaches the real `useAuth`.
 */
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StoreLoyaltyAccount } from '@/contracts/loyalty';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';
import { businessSettings } from './business-settings';
import { api, auth, customer, renderApp } from './render-app';
import { allowing } from '@/test/time-limits';

const ACCOUNT: StoreLoyaltyAccount = {
  totalPoints: 150,
  totalSpent: '150.00',
  memberSince: '2026-01-15T00:00:00.000Z',
  vouchers: [],
};

/** Reads `url` with the app's API client and shows the answer or the error. */
function Reader({ url }: { url: string }) {
  const query = useQuery({ queryKey: [url], queryFn: () => apiRequest<unknown>('GET', url, { auth: true }) });
  if (query.isError) return <p>Error: {query.error.message}</p>;
  if (query.isSuccess) return <p>Answer: {JSON.stringify(query.data)}</p>;
  return <p>Loading</p>;
}

function Who() {
  const { status, user, login } = useAuth();
  return (
    <div>
      <p>{`${status} ${user?.name ?? 'nobody'}`}</p>
      <button onClick={() => void login('/loyalty')}>Log In</button>
    </div>
  );
}

describe('the fake API', () => {
  it('serves an answer that fits the contract, with the signed-in token, and records the request', async () => {
    renderApp(<Reader url="/api/loyalty/user-1?fresh=1" />, {
      auth: customer,
      api: { 'GET /api/loyalty/:id': ({ params }) => ({ ...ACCOUNT, totalPoints: params.id === 'user-1' ? 150 : 0 }) },
    });
    expect(await screen.findByText(/^Answer: .*"totalPoints":150/)).toBeTruthy();
    expect(api.calls()).toEqual(['GET /api/loyalty/user-1']);
    expect(api.requests[0]!.headers.authorization).toBe('Bearer test-token');
    expect(api.requests[0]!.query.get('fresh')).toBe('1');
  });

  it('fails the test, naming the route, when an answer does not parse with its contract', async () => {
    renderApp(<Reader url="/api/loyalty/user-1" />, {
      api: { 'GET /api/loyalty/:id': () => ({ ...ACCOUNT, totalPoints: 'many' }) },
    });
    expect(
      await screen.findByText(/^Error: GET \/api\/loyalty\/:id answered 200 with a body its contract refuses/),
    ).toBeTruthy();
    const problems = api.takeProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^GET \/api\/loyalty\/:id answered 200 with a body its contract refuses:\n.*totalPoints/s,
    );
  });

  it('fails the test when an error answer is not an ApiError', async () => {
    renderApp(<Reader url="/api/loyalty/user-1" />, {
      api: { 'GET /api/loyalty/:id': () => Response.json({ error: 'gone' }, { status: 404 }) },
    });
    await screen.findByText(/^Error: /);
    expect(api.takeProblems()).toEqual([
      expect.stringMatching(/^GET \/api\/loyalty\/user-1 answered 404 with a body that is not an ApiError/),
    ]);
  });

  it('fails the test on a success status the server never sends for the route', async () => {
    renderApp(<Reader url="/api/loyalty/rewards" />, {
      api: { 'GET /api/loyalty/rewards': () => Response.json([], { status: 201 }) },
    });
    await screen.findByText(/^Error: /);
    expect(api.takeProblems()).toEqual([
      'GET /api/loyalty/rewards answered 201, which the server never sends on success (it sends 200)',
    ]);
  });

  it('fails the test on a request no handler answers', async () => {
    renderApp(<Reader url="/api/cart?sessionId=x" />);
    expect(
      await screen.findByText('Error: Unhandled request GET /api/cart?sessionId=x: give the fake API a handler for it'),
    ).toBeTruthy();
    expect(api.takeProblems()).toEqual([
      'Unhandled request GET /api/cart?sessionId=x: give the fake API a handler for it',
    ]);
  });

  it('fails the test on a route the server does not have', async () => {
    renderApp(<Reader url="/api/get-orders" />, { api: { 'GET /api/get-orders': () => [] } });
    await screen.findByText(/^Error: /);
    expect(api.takeProblems()).toEqual([
      'GET /api/get-orders is not in the API contract (src/web/test/api-contract.ts): the server has no such route',
    ]);
  });

  it('passes error answers in the ApiError shape, and non-JSON error pages, to the app', async () => {
    renderApp(
      <>
        <Reader url="/api/loyalty/user-1" />
        <Reader url="/api/business-settings" />
      </>,
      {
        api: {
          'GET /api/loyalty/:id': () =>
            Response.json({ message: 'No loyalty account yet', code: 'NOT_FOUND', requestId: 'r1' }, { status: 404 }),
          'GET /api/business-settings': () => new Response('Bad Gateway', { status: 502 }),
        },
      },
    );
    expect(await screen.findByText(/^Error: 404: .*No loyalty account yet/)).toBeTruthy();
    expect(await screen.findByText('Error: 502: Bad Gateway')).toBeTruthy();
    expect(api.takeProblems()).toEqual([]);
  });
});

describe('the sign-in identity', () => {
  it('is signed out unless the test says otherwise', () => {
    renderApp(<Who />);
    expect(screen.getByText('unauthenticated nobody')).toBeTruthy();
  });

  it('reaches the real useAuth, changes while rendered, and records where login was asked', async () => {
    const user = userEvent.setup();
    renderApp(<Who />, { auth: 'loading' });
    expect(screen.getByText('loading nobody')).toBeTruthy();
    auth.as(customer);
    expect(await screen.findByText('authenticated Aroha Ngata')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(auth.login).toHaveBeenCalledWith('/loyalty');
  });
});

describe('the router', () => {
  function GoHome() {
    const navigate = useNavigate();
    return <button onClick={() => void navigate('/?from=test')}>Home</button>;
  }

  it('starts at the given address and shows where the screen sent the visitor', async () => {
    const user = userEvent.setup();
    const app = renderApp(<GoHome />, {
      route: '/checkout',
      path: '/checkout',
      otherRoutes: { '/': <h1>Home page</h1> },
    });
    expect(app.location()).toBe('/checkout');
    await user.click(screen.getByRole('button', { name: 'Home' }));
    await waitFor(() => expect(app.location()).toBe('/?from=test'));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it("renders the app's own page for an address", async () => {
    renderApp('/no-such-page', {
      api: {
        'GET /api/categories': () => [],
        'GET /api/business-settings': () => businessSettings(),
        'GET /api/cart': () => [],
      },
    });
    // The first render loads the whole route table (every page's module): slow on a busy machine.
    expect(
      await screen.findByRole('heading', { name: '404 Page Not Found' }, { timeout: allowing(30_000) }),
    ).toBeTruthy();
  });
});
