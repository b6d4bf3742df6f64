import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { seedDemoData } from '../../src/server/db/seed/seed.ts';
import { createTestApp, login, sessionCookie, type TestApp } from '../server/helpers.ts';
import { engines } from './engines.ts';

const postgres = engines().find((engine) => engine.name === 'postgres');

/** Polls until `check` holds: another instance learns of a write when PostgreSQL delivers the notice. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 2_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 5));
  }
}

// Two app instances on one PostgreSQL database, each with its read caches: a write through one is seen by the other.
describe.skipIf(!postgres)('two app instances sharing PostgreSQL', () => {
  let dispose: () => Promise<void>;
  let second: Database;
  let a: TestApp;
  let b: TestApp;
  let cookie: string;

  beforeAll(async () => {
    const opened = await postgres!.open();
    dispose = opened.dispose;
    second = await openDatabase({ databaseUrl: opened.url! });
    await seedDemoData(opened.database.db);
    a = await createTestApp({}, opened.database);
    b = await createTestApp({}, second);
    expect(await eventually(async () => a.database.epoch.readable() !== null && second.epoch.readable() !== null)).toBe(true);
    cookie = sessionCookie(await login(a.app, 'demo@booktrade.test', 'Demo-pass1!'));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await dispose?.();
  });

  const status = async (app: TestApp, url: string) => (await app.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;

  it('ends a session logged out on one instance on the other', async () => {
    for (let i = 0; i < 3; i++) expect(await status(b, '/api/v1/me/user')).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/api/v1/logout', headers: { cookie } })).statusCode).toBe(200);
    expect(await eventually(async () => (await status(b, '/api/v1/me/user')) === 401)).toBe(true);
  });

  it("shows a saved filter's change made through one instance on the other", async () => {
    cookie = sessionCookie(await login(a.app, 'demo@booktrade.test', 'Demo-pass1!'));
    const definition = (isExclusion: boolean) => JSON.stringify([{ browseLaneType: 'category', code: 'Cooking', isExclusion }]);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/v1/savedFilters',
      headers: { cookie },
      payload: { name: 'Both', definition: definition(false) },
    });
    const url = `/api/v1/filters/${created.json().id}/titles/count`;
    const count = async () => (await b.app.inject({ method: 'GET', url, headers: { cookie } })).json().count as number;
    const cooking = await count();
    expect(await count()).toBe(cooking);
    await a.app.inject({
      method: 'PUT',
      url: '/api/v1/savedFilters',
      headers: { cookie },
      payload: { id: created.json().id, name: 'Both', definition: definition(true) },
    });
    expect(await eventually(async () => (await count()) === 420 - cooking)).toBe(true);
  });
});
