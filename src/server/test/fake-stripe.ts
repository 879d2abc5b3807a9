/**
 * A small fake of Stripe's payment-intent API on a loopback port, for the real `stripe` SDK to
 * talk to in tests (there is no stripe-mock here): intents, cancel and refunds. It records every request.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { freePort } from './listening-app';

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: boolean;
  /** What was refunded (our field: the real API keeps it on the charge). */
  amount_refunded: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, FakeIntent>;
  /** The next N requests answer 500. */
  failNext: number;
  /** The next N refund requests answer 500 (Stripe down just when a refund is due). */
  failNextRefunds: number;
  /** Every answer waits this long (a slow provider). */
  delayMs: number;
  succeed(id: string): void;
  close(): Promise<void>;
}

function metadataOf(body: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of body) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const port = await freePort();
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, FakeIntent>();
  const refundsByKey = new Map<string, object>();
  const requests: RecordedRequest[] = [];
  const state = { failNext: 0, failNextRefunds: 0, delayMs: 0 };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
    });
    res.end(JSON.stringify(body));
  };
  const missing = (res: ServerResponse, id: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` },
    });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = new URLSearchParams(raw);
    const path = (req.url ?? '').split('?')[0]!;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path, body, idempotencyKey });
    // Decided on arrival: a slow request still in flight never takes a failure meant for a later one.
    const failing = state.failNext > 0;
    if (failing) state.failNext -= 1;
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (failing) return send(res, 500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const existing = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (existing) return send(res, 200, existing);
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        currency: body.get('currency') ?? 'nzd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata: metadataOf(body),
        livemode: false,
        amount_refunded: 0,
      };
      intents.set(id, intent);
      if (idempotencyKey) byKey.set(idempotencyKey, intent);
      return send(res, 200, intent);
    }
    if (path === '/v1/refunds' && state.failNextRefunds > 0) {
      state.failNextRefunds -= 1;
      return send(res, 500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const paid = intents.get(body.get('payment_intent') ?? '');
      if (!paid) return missing(res, body.get('payment_intent') ?? '');
      const existing = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
      if (existing) return send(res, 200, existing);
      // As Stripe: without an amount, what is left; never more than is left.
      const left = paid.amount - paid.amount_refunded;
      const amount = body.has('amount') ? Number(body.get('amount')) : left;
      if (paid.status !== 'succeeded' || left <= 0) {
        return send(res, 400, {
          error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'cannot refund' },
        });
      }
      if (!(amount > 0) || amount > left) {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          },
        });
      }
      paid.amount_refunded += amount;
      const refund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        payment_intent: paid.id,
        status: 'succeeded',
      };
      if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
      return send(res, 200, refund);
    }
    const match = /^\/v1\/payment_intents\/([\w]+)(\/cancel)?$/.exec(path);
    const intent = match ? intents.get(match[1]!) : undefined;
    if (!match)
      return send(res, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    if (!intent) return missing(res, match[1]!);
    if (req.method === 'GET') return send(res, 200, intent);
    if (match[2]) {
      if (intent.status === 'succeeded' || intent.status === 'processing') {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'already succeeded',
          },
        });
      }
      intent.status = 'canceled';
      return send(res, 200, intent);
    }
    if (body.has('amount')) intent.amount = Number(body.get('amount'));
    Object.assign(intent.metadata, metadataOf(body));
    return send(res, 200, intent);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: { type: 'api_error', message: 'fake failed' } }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    get failNext() {
      return state.failNext;
    },
    set failNext(n: number) {
      state.failNext = n;
    },
    get failNextRefunds() {
      return state.failNextRefunds;
    },
    set failNextRefunds(n: number) {
      state.failNextRefunds = n;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    succeed(id) {
      intents.get(id)!.status = 'succeeded';
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
