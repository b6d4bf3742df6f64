import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_SOCKET } from '../../src/server/db/dataDirLock.ts';
import { engines } from './engines.ts';
import { freePort, listening, processState, spawnServer, stop, type ServerProcess } from './serverProcess.ts';

const DEMO = { email: 'demo@booktrade.test', password: 'Demo-pass1!' };
const WRITERS = 8;
const KILL_AFTER_ACKS = 60;

const running: ServerProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.dispose();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(env: Record<string, string | undefined>, port: number, zombieKeeper = false): Promise<ServerProcess> {
  const server = spawnServer(env, port, { zombieKeeper });
  running.push(server);
  await listening(server);
  return server;
}

/** Signs the demo account in through the API; answers the session cookie. */
async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: DEMO.email, pword: DEMO.password }).toString(),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

interface Ack {
  id: number;
  name: string;
}

/**
 * WRITERS concurrent loops create saved filters with unique names; once KILL_AFTER_ACKS were acknowledged (201 and
 * its body received) the server gets SIGKILL while the other writes are in flight. Answers the acknowledged ones.
 */
async function writeUntilKilled(server: ServerProcess, cookie: string) {
  const acks: Ack[] = [];
  let sent = 0;
  let inFlight = 0;
  let inFlightAtKill = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const name = `crash write ${++sent}`;
      inFlight++;
      try {
        const res = await fetch(`${server.url}/api/v1/savedFilters`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ name, definition: '[]' }),
        });
        const body = (await res.json()) as { id: number; name: string };
        expect(res.status, JSON.stringify(body)).toBe(201);
        expect(body.name).toBe(name);
        acks.push({ id: body.id, name });
        if (acks.length >= KILL_AFTER_ACKS && !killed) {
          killed = true;
          inFlightAtKill = inFlight - 1;
          server.kill('SIGKILL');
        }
      } catch (err) {
        if (!killed) throw err; // a write refused or failed before the kill is a failure of its own
      } finally {
        inFlight--;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await server.exited;
  return { acks, sent, inFlightAtKill };
}

describe.each(engines().map((engine) => [engine.name, engine] as const))('a restart after SIGKILL (%s)', (name, engine) => {
  it('starts on the same data directory and finds every acknowledged write', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-restart-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (name === 'postgres') {
      // A fresh, migrated database (dropped afterwards): the server makes the demo data like a first start.
      const opened = await engine.open();
      databaseUrl = opened.url;
      cleanups.push(() => opened.dispose());
    }
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    const port = await freePort();

    // Killed, the first server stays a zombie (Linux): its pid still looks alive.
    const first = await start(env, port, true);
    const cookie = await signIn(first.url);
    const { acks, sent, inFlightAtKill } = await writeUntilKilled(first, cookie);
    if (process.platform === 'linux') expect(processState(first.pid()!)).toBe('Z');
    else expect(first.child.signalCode).toBe('SIGKILL');
    expect(acks.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(inFlightAtKill).toBeGreaterThan(0); // killed mid-writes
    if (!databaseUrl) expect(existsSync(path.join(dataDir, LOCK_SOCKET))).toBe(true); // the dead owner's lock stays

    const second = await start(env, port);
    expect(second.output()).not.toContain('in use by another process');
    // The session cookie was an acknowledged write too.
    const res = await fetch(`${second.url}/api/v1/savedFilters`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const stored = new Map(((await res.json()) as Ack[]).map((filter) => [filter.id, filter.name]));
    const missing = acks.filter((ack) => stored.get(ack.id) !== ack.name);
    expect(missing, `${missing.length} of ${acks.length} acknowledged writes (of ${sent} sent) lost`).toEqual([]);
    const after = await fetch(`${second.url}/api/v1/savedFilters`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'after the restart', definition: '[]' }),
    });
    expect(after.status).toBe(201);
    // Bad input still gets the problem naming the field (zod and its messages, bundled into what npm start runs).
    const bad = await fetch(`${second.url}/api/v1/savedFilters`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: '', definition: '[]' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((await bad.json()) as { errors: Array<{ field: string }> }).errors[0]!.field).toBe('name');

    if (!databaseUrl) {
      // A second live server on the same data directory is still refused, with the clear message.
      const third = spawnServer(env, await freePort());
      running.push(third);
      expect(await third.exited).toBe(1);
      expect(third.output()).toContain(
        `The data directory ${dataDir} is in use by another process (pid ${second.child.pid}). ` +
          'PGlite allows one process per data directory: stop that process or set DATA_DIR to another directory.',
      );
      expect((await fetch(`${second.url}/api/v1/savedFilters`, { headers: { cookie } })).status).toBe(200);
    }
    if (process.platform === 'linux') expect(processState(first.pid()!)).toBe('Z'); // still there all along
    expect(await stop(second)).toBe(0);
    if (!databaseUrl) expect(existsSync(path.join(dataDir, LOCK_SOCKET))).toBe(false); // a clean stop removes it
  }, 180_000);
});
