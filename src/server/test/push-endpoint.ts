/**
 * A local push service for tests (issue 24): an HTTPS server on a loopback port (web-push speaks
 * https only) that receives what the shop pushes, as a browser's push service would, with a
 * browser's key pair and auth secret to read it. `decrypt` undoes RFC 8291's aes128gcm encryption;
 * `answer` makes an endpoint say it is gone (410) or missing (404).
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './listening-app';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of one subscription: what it hands the shop and the secrets to read pushes. */
export interface FakeBrowser {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  decrypt(body: Buffer): string;
}

export interface PushEndpoint {
  origin: string;
  /** Trusts this server's self-signed certificate. */
  agent: Agent;
  received: ReceivedPush[];
  /** The status a path answers with (default 201, as push services answer). */
  answer: Map<string, number>;
  browser(name: string): FakeBrowser;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made with openssl (Debian has it). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** RFC 8291 / RFC 8188: the browser's decryption of one aes128gcm push message. */
function decryptFor(privateKeyOwner: ReturnType<typeof createECDH>, authSecret: Buffer) {
  return (body: Buffer): string => {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverPublic = body.subarray(21, 21 + idLength);
    const cipherText = body.subarray(21 + idLength);
    const shared = privateKeyOwner.computeSecret(serverPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), privateKeyOwner.getPublicKey(), serverPublic]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
    const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02 and zero padding after it.
    return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
  };
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const { key, cert } = selfSignedCertificate();
  const port = await freePort();
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const at = req.url ?? '';
      received.push({ path: at, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer.get(at) ?? 201);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    origin,
    agent,
    received,
    answer,
    browser(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      return {
        subscription: {
          endpoint: `${origin}/push/${name}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        decrypt: decryptFor(ecdh, auth),
      };
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
