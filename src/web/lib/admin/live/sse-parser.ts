import type { AdminOrderEvent } from '@/contracts/admin-orders';

/** One server-sent event: its `event:` name (or 'message') and its `data:` lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream into events as chunks arrive (a chunk may end mid-line or
 * mid-event). Comment lines (`: heartbeat`) are skipped; an event without data is not emitted.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length) onEvent({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      if (line === '') dispatch();
      else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      newline = buffer.indexOf('\n');
    }
  };
}

/** The `data` of an `order` event, checked by hand (zod stays out of this small path). */
export function parseOrderEvent(data: string): AdminOrderEvent | null {
  try {
    const value = JSON.parse(data) as Partial<AdminOrderEvent> | null;
    if (typeof value?.id === 'string' && Number.isInteger(value.orderNumber)) {
      return { id: value.id, orderNumber: value.orderNumber! };
    }
  } catch {
    // not JSON: ignored
  }
  return null;
}
