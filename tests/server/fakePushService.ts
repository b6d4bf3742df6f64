import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A push service at the network edge of a test: an HTTP endpoint as a browser vendor's would be. It checks each
 * request's VAPID authorization (RFC 8292: an ES256 JWT for the endpoint's origin, signed with the key it names),
 * decrypts the aes128gcm body (RFC 8291 / RFC 8188) with the fake device's private key and auth secret, and answers
 * the status the test scripted for that device (201 when none). HTTPS (web-push speaks nothing else) with a
 * self-signed certificate for 127.0.0.1 (fixtures/push-service.*, test only): `agent` trusts it.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const TLS = { key: fixture('push-service.key'), cert: fixture('push-service.crt') };
export interface FakeDevice {
  name: string;
  /** What the browser's PushSubscription.toJSON() gives the app. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Answers for the next requests, in order (then 201). */
  script: number[];
}

export interface Received {
  device: string;
  status: number;
  /** The VAPID public key (k=) the request was signed with; undefined when the JWT did not verify. */
  vapidKey: string | undefined;
  jwt: { aud: string; exp: number; sub: string } | undefined;
  topic: string | undefined;
  ttl: string | undefined;
  /** The decrypted payload (JSON parsed), or the error decrypting it. */
  payload: unknown;
}

const b64 = (value: string) => Buffer.from(value, 'base64url');

/** RFC 8292: `vapid t=<jwt>, k=<key>`; the JWT's ES256 signature checked with k. */
function checkVapid(header: string | undefined, endpointOrigin: string): Pick<Received, 'vapidKey' | 'jwt'> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return { vapidKey: undefined, jwt: undefined };
  const [, token, key] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const raw = b64(key);
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, b64(signature));
  const alg = (JSON.parse(b64(head).toString()) as { alg: string }).alg;
  const jwt = JSON.parse(b64(body).toString()) as { aud: string; exp: number; sub: string };
  const now = Date.now() / 1000;
  const valid = signed && alg === 'ES256' && jwt.aud === endpointOrigin && jwt.exp > now && jwt.exp <= now + 24 * 3600 + 60;
  return valid ? { vapidKey: key, jwt } : { vapidKey: undefined, jwt: undefined };
}

/** RFC 8291 + RFC 8188: one aes128gcm record, keyed from ECDH(device, sender) and the auth secret. */
function decrypt(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const devicePublic = device.ecdh.getPublicKey();
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record does not end with the delimiter 2');
  return padded.subarray(0, end).toString('utf8');
}

export async function startFakePushService() {
  const devices = new Map<string, FakeDevice & { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: Received[] = [];
  const server: Server = createServer(TLS, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const device = devices.get(name);
      if (!device || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const status = device.script.shift() ?? 201;
      let payload: unknown;
      try {
        payload = req.headers['content-encoding'] === 'aes128gcm' ? JSON.parse(decrypt(Buffer.concat(chunks), device)) : new Error('not aes128gcm');
      } catch (err) {
        payload = err;
      }
      const topic = req.headers.topic;
      received.push({
        device: name,
        status,
        ...checkVapid(req.headers.authorization, origin),
        topic: Array.isArray(topic) ? topic[0] : topic,
        ttl: req.headers.ttl as string | undefined,
        payload,
      });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    /** The agent the app's push sender reaches this service with. */
    agent: new Agent({ ca: TLS.cert }),
    /** A new device (a browser's subscription): its own P-256 key pair and 16-byte auth secret. */
    device(name: string, script: number[] = []): FakeDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const device = {
        name,
        script,
        ecdh,
        auth,
        subscription: {
          endpoint: `${origin}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
      devices.set(name, device);
      return device;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
