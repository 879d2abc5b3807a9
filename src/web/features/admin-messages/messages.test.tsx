// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/web/test/render-app';
import type { AdminContactMessage } from '@/contracts/admin-messages';
import { MessageCard } from './components/message-card';
import { replyHref, visibleMessages } from './message-format';

const message = (more: Partial<AdminContactMessage> = {}): AdminContactMessage => ({
  id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
  name: 'Aroha Ngata',
  email: 'aroha@example.co.nz',
  phone: null,
  subject: 'Wedding cake',
  message: 'Kia ora!\nThree tiers please.',
  source: 'contact',
  createdAt: '2026-11-20T01:00:00.000Z',
  handledAt: null,
  ...more,
});

describe('messages helpers', () => {
  it('lists newest first and keeps only unread ones under Unread', () => {
    const old = message({ id: 'a', createdAt: '2026-11-01T00:00:00Z' });
    const handled = message({ id: 'b', createdAt: '2026-11-10T00:00:00Z', handledAt: '2026-11-11T00:00:00Z' });
    const fresh = message({ id: 'c', createdAt: '2026-11-20T00:00:00Z' });
    expect(visibleMessages([old, handled, fresh], 'all').map((m) => m.id)).toEqual(['c', 'b', 'a']);
    expect(visibleMessages([old, handled, fresh], 'unread').map((m) => m.id)).toEqual(['c', 'a']);
  });

  it('replies to the sender with "Re: subject", encoded, once', () => {
    expect(replyHref(message())).toBe('mailto:aroha@example.co.nz?subject=Re%3A%20Wedding%20cake');
    expect(replyHref(message({ subject: 'Re: Cake & tea?' }))).toBe(
      'mailto:aroha@example.co.nz?subject=Re%3A%20Cake%20%26%20tea%3F',
    );
    expect(replyHref(message({ subject: null, source: 'home' }))).toContain('subject=Re%3A%20Your%20message');
  });
});

describe('MessageCard', () => {
  it('shows the text as plain text with its line breaks, and marks an unread message handled', () => {
    const toggled: boolean[] = [];
    const { container } = renderApp(
      <MessageCard
        message={message({ message: 'Line one\n<b>not bold</b>' })}
        pending={false}
        onToggle={(h) => toggled.push(h)}
      />,
    );
    const text = screen.getByText(/Line one/);
    expect(text.textContent).toBe('Line one\n<b>not bold</b>');
    expect(text.className).toContain('whitespace-pre-wrap');
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('Unread')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toMatch(/^mailto:aroha@/);
    fireEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(toggled).toEqual([true]);
  });

  it('offers Mark unread for a handled message', () => {
    const toggled: boolean[] = [];
    renderApp(
      <MessageCard
        message={message({ handledAt: '2026-11-21T00:00:00Z' })}
        pending={false}
        onToggle={(h) => toggled.push(h)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark unread' }));
    expect(toggled).toEqual([false]);
  });
});
