/**
 * The admin's live stream of new orders (GET /api/admin/events, server-sent events). EventSource
 * cannot send the bearer token, so the stream is read with fetch and a ReadableStream; it
 * reconnects by itself with growing pauses (1 s doubling to 30 s, with jitter), and with a fresh
 * token when the server ends it because the old one expired (docs/decisions/0041).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AdminOrderEvent } from '@/contracts/admin-orders';
import { getAccessToken } from '@/web/lib/auth/auth-store';
import { adminKeys } from '../admin-keys';
import { createSseParser, parseOrderEvent } from './sse-parser';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;
/** A stream open this long counts as a success: the next failure starts from the shortest pause. */
const STABLE_MS = 10_000;

/** The pause before attempt `n` (0-based) after a failure: 1 s, 2 s, 4 s … 30 s, ±20 %. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_PAUSE_MS * 2 ** attempt, LONGEST_PAUSE_MS);
  return Math.round(base * (0.8 + random() * 0.4));
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Listens for new orders and status changes while mounted (the admin layout mounts it once): each
 * one refreshes the orders list (the Today board's query is under it too) and the dashboard (their queries under adminKeys.orders() and adminKeys.analytics())
 * and is passed to `onOrder`. After a reconnect both are refreshed too, for what came meanwhile.
 */
export function useAdminOrderEvents(onOrder?: (event: AdminOrderEvent) => void): { status: LiveStatus } {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const onOrderRef = useRef(onOrder);
  onOrderRef.current = onOrder;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.analytics() });
    };
    // A new contact message: the sidebar's unread count (and an open Messages page) re-read.
    const refreshMessages = () => void queryClient.invalidateQueries({ queryKey: adminKeys.messages() });

    async function run() {
      let attempt = 0;
      let connectedBefore = false;
      while (!signal.aborted) {
        let openedAt = 0;
        try {
          const token = await getAccessToken();
          if (!token) throw new Error('no access token');
          const response = await fetch('/api/admin/events', {
            headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
            cache: 'no-store',
            signal,
          });
          if (!response.ok || !response.body) throw new Error(`live orders: ${response.status}`);
          openedAt = Date.now();
          setStatus('live');
          if (connectedBefore) {
            refresh();
            refreshMessages();
          }
          connectedBefore = true;
          const parse = createSseParser(({ event, data }) => {
            if (event === 'resync') {
              refresh();
              refreshMessages();
            }
            if (event === 'message') refreshMessages();
            // An order's status changed on some screen (issue 22): the board and lists re-read, quietly.
            if (event === 'status') refresh();
            // A new custom-cake request (issue 25): the board's count of requests to quote re-reads.
            if (event === 'commission') refresh();
            if (event !== 'order') return;
            const order = parseOrderEvent(data);
            if (!order) return;
            refresh();
            onOrderRef.current?.(order);
          });
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            parse(decoder.decode(value, { stream: true }));
          }
          if (signal.aborted) return;
          setStatus('reconnecting');
          // The server ended a stream that had lasted (token expiry, a restart): straight back.
          // One that ends at once is treated as a failure, so it cannot spin.
          if (Date.now() - openedAt > STABLE_MS) {
            attempt = 0;
            continue;
          }
        } catch {
          if (signal.aborted) return;
          setStatus('reconnecting');
          if (openedAt && Date.now() - openedAt > STABLE_MS) attempt = 0;
        }
        await sleep(reconnectDelay(attempt), signal);
        attempt += 1;
      }
    }
    void run();
    return () => controller.abort();
  }, [queryClient]);

  return { status };
}
