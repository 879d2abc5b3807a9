/**
 * A small fake of Twilio's Messages API on a loopback port, for the real `twilio` SDK to talk to in
 * tests: it checks the account's Basic auth as Twilio does, answers with a message resource, and
 * records every request. `failNext` makes the next requests fail as Twilio does when it is down.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from './listening-app';

export interface TwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: URLSearchParams;
}

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  requests: TwilioRequest[];
  /** The next N requests answer 503 (Twilio down just when a text is due). */
  failNext: number;
  close(): Promise<void>;
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const port = await freePort();
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const requests: TwilioRequest[] = [];
  const state = { failNext: 0 };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: number, message: string) =>
    send(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const path = (req.url ?? '').split('?')[0]!;
    const body = new URLSearchParams(raw);
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return error(res, 401, 20003, 'Authenticate');
    if (state.failNext > 0) {
      state.failNext -= 1;
      return error(res, 503, 20500, 'Service unavailable');
    }
    if (req.method !== 'POST' || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
      return error(res, 404, 20404, 'The requested resource was not found');
    }
    const to = body.get('To') ?? '';
    if (!/^\+\d{8,15}$/.test(to)) return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    const now = new Date().toUTCString();
    return send(res, 201, {
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: accountSid,
      to,
      from: body.get('From'),
      messaging_service_sid: body.get('MessagingServiceSid'),
      body: body.get('Body'),
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: now,
      date_updated: now,
      date_sent: null,
      price: null,
      price_unit: 'NZD',
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/x.json`,
      subresource_uris: {},
    });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => error(res, 500, 20500, 'fake failed'));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    requests,
    get failNext() {
      return state.failNext;
    },
    set failNext(n: number) {
      state.failNext = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
