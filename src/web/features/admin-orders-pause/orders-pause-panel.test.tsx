// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrdersPause } from '@/contracts/orders-pause';
import { aucklandInstant } from '@/domain/delivery';
import { getToasts, resetToasts } from '@/web/lib/toast-store';
import { admin, api, renderApp } from '@/web/test/render-app';
import { OrdersPausePanel } from './orders-pause-panel';

const TAKING: AdminOrdersPause = { pause: null, pausedAt: null, pushBackMinutes: 0, leadTimeMinutes: 240 };

let state: AdminOrdersPause;
beforeEach(() => {
  resetToasts();
  state = TAKING;
  api.serve({
    'GET /api/admin/orders-pause': () => state,
    'PUT /api/admin/orders-pause': ({ body }) => {
      const { message, until } = body as { message: string; until: string | null };
      state = { ...state, pause: { message, until }, pausedAt: '2026-12-01T00:00:00.000Z' };
      return state;
    },
    'DELETE /api/admin/orders-pause': () => (state = { ...state, pause: null, pausedAt: null }),
    'PUT /api/admin/orders-pause/push-back': ({ body }) =>
      (state = { ...state, pushBackMinutes: (body as { minutes: number }).minutes }),
  });
});

const bodiesOf = (method: string, path: string) =>
  api.requests.filter((r) => r.method === method && r.path === path).map((r) => r.body);

describe('the "Pause new orders" panel', () => {
  it('pauses with the message and an until-time read as Auckland time, and resumes with one tap', async () => {
    const user = userEvent.setup();
    renderApp(<OrdersPausePanel />, { route: '/admin', auth: admin });
    const toggle = await screen.findByRole('switch', { name: /Pause new orders/ });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Taking orders');

    await user.type(screen.getByLabelText('Message for customers'), 'Kitchen swamped, back soon');
    await user.type(screen.getByLabelText('Until (Auckland time, optional)'), '2026-12-01T14:30');
    await user.click(toggle);

    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(bodiesOf('PUT', '/api/admin/orders-pause')).toEqual([
      {
        message: 'Kitchen swamped, back soon',
        until: new Date(aucklandInstant('2026-12-01', 14 * 60 + 30)).toISOString(),
      },
    ]);
    expect(screen.getByTestId('pause-message').textContent).toContain('Kitchen swamped, back soon');
    expect(screen.getByRole('status').textContent).toMatch(/^Paused until .*2:30 pm$/);

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(bodiesOf('DELETE', '/api/admin/orders-pause')).toHaveLength(1);
    expect(getToasts()[0]?.title).toBe('Orders resumed');
  });

  it('puts the server’s refusal on the field it names, staying unpaused', async () => {
    const user = userEvent.setup();
    api.routes['PUT /api/admin/orders-pause'] = () =>
      Response.json(
        {
          message: 'Please check until: The until-time must be in the future',
          code: 'VALIDATION_FAILED',
          requestId: 'r',
          fields: { until: 'The until-time must be in the future' },
        },
        { status: 400 },
      );
    renderApp(<OrdersPausePanel />, { route: '/admin', auth: admin });
    const toggle = await screen.findByRole('switch', { name: /Pause new orders/ });
    await user.type(screen.getByLabelText('Until (Auckland time, optional)'), '2020-01-01T09:00');
    await user.click(toggle);
    expect(await screen.findByText('The until-time must be in the future')).toBeTruthy();
    expect(screen.getByLabelText('Until (Auckland time, optional)').getAttribute('aria-invalid')).toBe('true');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('pushes back today’s lead time by steps, shows the total, and clears it', async () => {
    const user = userEvent.setup();
    renderApp(<OrdersPausePanel />, { route: '/admin', auth: admin });
    const lead = await screen.findByTestId('lead-time-today');
    expect(lead.textContent).toBe('Lead time today: 4 h');
    const steps = screen.getByRole('group', { name: "Push back today's lead time" });
    await user.click(within(steps).getByRole('button', { name: 'Push back 30 min' }));
    await waitFor(() =>
      expect(lead.textContent).toBe('Lead time today: 4 h 30 min(pushed back 30 min until midnight)'),
    );
    await user.click(within(steps).getByRole('button', { name: 'Push back 15 min' }));
    await waitFor(() => expect(lead.textContent).toContain('pushed back 45 min'));
    expect(bodiesOf('PUT', '/api/admin/orders-pause/push-back')).toEqual([{ minutes: 30 }, { minutes: 45 }]);
    await user.click(within(steps).getByRole('button', { name: 'Clear push back' }));
    await waitFor(() => expect(lead.textContent).toBe('Lead time today: 4 h'));
  });

  it('on the board (compact) folds the message away and pauses with one tap, with the default message', async () => {
    const user = userEvent.setup();
    renderApp(<OrdersPausePanel compact />, { route: '/admin/today', auth: admin });
    const toggle = await screen.findByRole('switch', { name: /Pause new orders/ });
    const fold = screen.getByText('Message and until-time').closest('details')!;
    expect(fold.open).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(bodiesOf('PUT', '/api/admin/orders-pause')).toEqual([{ message: '', until: null }]);
  });
});
