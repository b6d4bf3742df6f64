import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../src/server/db/client.ts';
import { seedDemoData } from '../../src/server/db/seed/seed.ts';
import { createTestApp, login, register, sessionCookie, type TestApp } from './helpers.ts';

export interface TitlesWorld {
  test: TestApp;
  app: FastifyInstance;
  /** Cookie of the demo account (member of several communities, sees seeded reviews). */
  demo: string;
  /** Cookie of a freshly registered user (no communities). */
  other: string;
  otherId: number;
  demoId: number;
}

/** One app on in-memory PGlite (or `database`) with the demo data, the demo account signed in, and a second user. */
export async function createTitlesWorld(database?: Database): Promise<TitlesWorld> {
  const test = await createTestApp({}, database);
  await seedDemoData(test.database.db);
  const res = await login(test.app, 'demo@booktrade.test', 'Demo-pass1!');
  if (res.statusCode !== 200) throw new Error(`demo login failed: ${res.statusCode} ${res.body}`);
  const demo = sessionCookie(res);
  const other = (await register(test.app)).cookie;
  const me = async (cookie: string) => {
    const r = await test.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie } });
    return (r.json() as { user: { id: number } }).user.id;
  };
  return { test, app: test.app, demo, other, demoId: await me(demo), otherId: await me(other) };
}

/** app.inject with a cookie and JSON; returns status and parsed body. */
export async function call(app: FastifyInstance, cookie: string | null, options: InjectOptions) {
  const res = await app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) } });
  let body: unknown = null;
  try {
    body = res.body ? res.json() : null;
  } catch {
    body = res.body;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: body as any, headers: res.headers };
}
