import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The desktop's notification server, at the edge of a browser test: Chromium on Linux shows a web notification by
 * calling org.freedesktop.Notifications.Notify on the session D-Bus, and a person's click on it comes back as the
 * server's ActionInvoked(id, "default") signal, which Chromium turns into the service worker's notificationclick
 * (a trusted event, allowed to focus and open windows). This starts a private session bus (dbus-daemon) and
 * serves that interface on it, so a test sees what Chromium shows and clicks it as a person would.
 * Chromium must be launched with `env` (it looks for the server when it starts).
 */
export interface DesktopNotification {
  id: number;
  appName: string;
  summary: string;
  body: string;
  actions: string[];
  closed: boolean;
}

const NAME = 'org.freedesktop.Notifications';
const OBJECT = '/org/freedesktop/Notifications';

/** D-Bus wire format (little endian), the few types this server needs. */
class Writer {
  private bytes: number[] = [];
  constructor(private readonly base = 0) {}
  get length() {
    return this.bytes.length;
  }
  align(n: number) {
    while ((this.base + this.bytes.length) % n) this.bytes.push(0);
    return this;
  }
  byte(v: number) {
    this.bytes.push(v & 0xff);
    return this;
  }
  uint32(v: number) {
    this.align(4);
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v >>> 0);
    this.bytes.push(...b);
    return this;
  }
  string(v: string) {
    const b = Buffer.from(v, 'utf8');
    this.uint32(b.length);
    this.bytes.push(...b, 0);
    return this;
  }
  signature(v: string) {
    this.byte(v.length);
    this.bytes.push(...Buffer.from(v, 'ascii'), 0);
    return this;
  }
  /** An array of strings (as). */
  strings(values: string[]) {
    const body = new Writer(0);
    // Elements are 4-aligned from the array's start, which is 4-aligned after the length.
    for (const v of values) body.string(v);
    this.uint32(body.length);
    this.bytes.push(...body.buffer());
    return this;
  }
  buffer() {
    return Buffer.from(this.bytes);
  }
}

class Reader {
  constructor(
    private readonly buf: Buffer,
    public pos: number,
    private readonly base: number,
  ) {}
  align(n: number) {
    while ((this.pos - this.base) % n) this.pos++;
  }
  byte() {
    return this.buf[this.pos++]!;
  }
  uint32() {
    this.align(4);
    const v = this.buf.readUInt32LE(this.pos);
    this.pos += 4;
    return v;
  }
  string() {
    const n = this.uint32();
    const v = this.buf.toString('utf8', this.pos, this.pos + n);
    this.pos += n + 1;
    return v;
  }
  signature() {
    const n = this.byte();
    const v = this.buf.toString('ascii', this.pos, this.pos + n);
    this.pos += n + 1;
    return v;
  }
  strings() {
    const bytes = this.uint32();
    const end = this.pos + bytes;
    const values: string[] = [];
    while (this.pos < end) values.push(this.string());
    return values;
  }
}

interface Message {
  type: number;
  serial: number;
  path?: string;
  interface?: string;
  member?: string;
  sender?: string;
  signature?: string;
  replySerial?: number;
  body: Buffer;
}

type Field = [code: number, sig: 'o' | 's' | 'u' | 'g', value: string | number];

function encode(type: number, serial: number, fields: Field[], bodySig: string, body: Buffer): Buffer {
  if (bodySig) fields.push([8, 'g', bodySig]);
  const head = new Writer(0).byte(0x6c).byte(type).byte(0).byte(1).uint32(body.length).uint32(serial);
  const f = new Writer(16);
  for (const [code, sig, value] of fields) {
    f.align(8).byte(code).signature(sig);
    if (sig === 'u') f.uint32(value as number);
    else if (sig === 'g') f.signature(value as string);
    else f.string(value as string);
  }
  head.uint32(f.length);
  const header = Buffer.concat([head.buffer(), f.buffer()]);
  const padded = Buffer.concat([header, Buffer.alloc((8 - (header.length % 8)) % 8)]);
  return Buffer.concat([padded, body]);
}

function decode(buf: Buffer): { message: Message; size: number } | undefined {
  if (buf.length < 16) return undefined;
  if (buf[0] !== 0x6c) throw new Error('big-endian D-Bus messages are not handled here');
  const bodyLength = buf.readUInt32LE(4);
  const fieldsLength = buf.readUInt32LE(12);
  const bodyStart = Math.ceil((16 + fieldsLength) / 8) * 8;
  const size = bodyStart + bodyLength;
  if (buf.length < size) return undefined;
  const message: Message = { type: buf[1]!, serial: buf.readUInt32LE(8), body: buf.subarray(bodyStart, size) };
  const r = new Reader(buf, 16, 0);
  while (r.pos < 16 + fieldsLength) {
    r.align(8);
    const code = r.byte();
    const sig = r.signature();
    const value = sig === 'u' ? r.uint32() : sig === 'g' ? r.signature() : r.string();
    if (code === 1) message.path = value as string;
    else if (code === 2) message.interface = value as string;
    else if (code === 3) message.member = value as string;
    else if (code === 5) message.replySerial = value as number;
    else if (code === 7) message.sender = value as string;
    else if (code === 8) message.signature = value as string;
  }
  return { message, size };
}

export async function startDesktopNotifications() {
  const dir = mkdtempSync(path.join(tmpdir(), 'desktop-notifications-'));
  const address = `unix:path=${path.join(dir, 'bus')}`;
  const daemon: ChildProcess = spawn('dbus-daemon', ['--session', '--nofork', '--nopidfile', `--address=${address}`, '--print-address=1'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolve, reject) => {
    daemon.once('error', (err) => reject(new Error(`dbus-daemon could not start (Debian: apt-get install dbus-daemon): ${err.message}`)));
    daemon.stdout!.once('data', () => resolve());
  });

  const socket: Socket = connect(path.join(dir, 'bus'));
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const uid = String(process.getuid?.() ?? 0);
  socket.write(`\0AUTH EXTERNAL ${Buffer.from(uid).toString('hex')}\r\n`);
  await new Promise<void>((resolve, reject) =>
    socket.once('data', (data) => (data.toString().startsWith('OK') ? resolve() : reject(new Error(`D-Bus refused: ${data.toString()}`)))),
  );
  socket.write('BEGIN\r\n');

  let serial = 0;
  let pending: Buffer = Buffer.alloc(0);
  const replies = new Map<number, (m: Message) => void>();
  const shown: DesktopNotification[] = [];
  const waiters = new Set<() => void>();
  const send = (type: number, fields: Field[], sig = '', body: Buffer = Buffer.alloc(0)) => {
    const s = ++serial;
    socket.write(encode(type, s, fields, sig, body));
    return s;
  };
  const call = (member: string, iface: string, dest: string, objectPath: string, sig = '', body: Buffer = Buffer.alloc(0)) =>
    new Promise<Message>((resolve) => {
      const s = send(
        1,
        [
          [1, 'o', objectPath],
          [2, 's', iface],
          [3, 's', member],
          [6, 's', dest],
        ],
        sig,
        body,
      );
      replies.set(s, resolve);
    });
  const reply = (to: Message, sig = '', body: Buffer = Buffer.alloc(0)) =>
    send(
      2,
      [
        [5, 'u', to.serial],
        [6, 's', to.sender!],
      ],
      sig,
      body,
    );

  const handle = (m: Message) => {
    if (m.type === 2 || m.type === 3) {
      replies.get(m.replySerial!)?.(m);
      replies.delete(m.replySerial!);
      return;
    }
    if (m.type !== 1) return;
    if (
      m.interface === NAME ||
      (m.path === OBJECT && m.member && ['Notify', 'GetCapabilities', 'GetServerInformation', 'CloseNotification'].includes(m.member))
    ) {
      if (m.member === 'GetCapabilities') return reply(m, 'as', new Writer(0).strings(['actions', 'body', 'persistence']).buffer());
      if (m.member === 'GetServerInformation')
        return reply(m, 'ssss', new Writer(0).string('test notifications').string('tests').string('1').string('1.2').buffer());
      if (m.member === 'Notify') {
        const r = new Reader(m.body, 0, 0);
        const appName = r.string();
        const replaces = r.uint32();
        r.string(); // icon
        const summary = r.string();
        const body = r.string();
        const actions = r.strings();
        const previous = replaces ? shown.find((n) => n.id === replaces) : undefined;
        const notification = { id: previous?.id ?? shown.length + 1, appName, summary, body, actions, closed: false };
        if (previous) Object.assign(previous, notification);
        else shown.push(notification);
        waiters.forEach((w) => w());
        return reply(m, 'u', new Writer(0).uint32(notification.id).buffer());
      }
      if (m.member === 'CloseNotification') {
        const id = new Reader(m.body, 0, 0).uint32();
        const n = shown.find((x) => x.id === id);
        if (n) n.closed = true;
        reply(m);
        return signal('NotificationClosed', 'uu', new Writer(0).uint32(id).uint32(3).buffer());
      }
    }
    // Anything else (introspection, peer pings): an error, so no caller waits.
    return send(
      3,
      [
        [4, 's', 'org.freedesktop.DBus.Error.UnknownMethod'],
        [5, 'u', m.serial],
        [6, 's', m.sender!],
      ],
      's',
      new Writer(0).string('unknown').buffer(),
    );
  };
  const signal = (member: string, sig: string, body: Buffer) =>
    send(
      4,
      [
        [1, 'o', OBJECT],
        [2, 's', NAME],
        [3, 's', member],
      ],
      sig,
      body,
    );

  socket.on('data', (data: Buffer) => {
    pending = Buffer.concat([pending, data]);
    for (let next = decode(pending); next; next = decode(pending)) {
      pending = pending.subarray(next.size);
      handle(next.message);
    }
  });

  await call('Hello', 'org.freedesktop.DBus', 'org.freedesktop.DBus', '/org/freedesktop/DBus');
  const owned = await call(
    'RequestName',
    'org.freedesktop.DBus',
    'org.freedesktop.DBus',
    '/org/freedesktop/DBus',
    'su',
    new Writer(0).string(NAME).uint32(4).buffer(),
  );
  if (owned.type !== 2 || owned.body.readUInt32LE(0) !== 1) throw new Error('could not own org.freedesktop.Notifications');

  return {
    /** What Chromium launched with this environment shows lands here. */
    env: { DBUS_SESSION_BUS_ADDRESS: address },
    /** Every notification shown so far (a replaced one updated in place), newest last. */
    shown,
    /** A person's click on the notification's body (its default action). */
    click(notification: DesktopNotification) {
      if (!notification.actions.includes('default')) throw new Error('the notification has no default action to click');
      signal('ActionInvoked', 'us', new Writer(0).uint32(notification.id).string('default').buffer());
    },
    async close() {
      socket.destroy();
      daemon.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
