import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { seedDemoData } from '../../src/server/db/seed/seed.ts';
import { createMailer } from '../../src/server/services/mailer.ts';
import { expectProblem, form, GENEROUS_LIMITS, login, sessionCookie } from '../server/helpers.ts';
import { engines } from './engines.ts';
import { DataGuard } from '../server/fuzz/fingerprint.ts';

const SKU = '9780000000001';
const TOO_BIG = 9_999_999_999;

/** Hostile requests (issue 15): each must answer 400 problem+json naming the field, never 500. */
const refusals: Array<{ name: string; signedIn: boolean; field: string; request: InjectOptions }> = [
  { name: 'NUL in a search q', signedIn: false, field: 'q', request: { method: 'GET', url: '/api/products/%7B%7D/search?q=%00' } },
  { name: 'NUL in a path sku', signedIn: false, field: 'sku', request: { method: 'GET', url: '/api/v1/products/97800%0000001' } },
  {
    name: 'NUL in a login email',
    signedIn: false,
    field: 'email',
    request: { method: 'POST', url: '/api/v1/login', ...form({ email: 'a\u0000@example.com', pword: 'x' }) },
  },
  {
    name: 'lone surrogate in a login email (JSON)',
    signedIn: false,
    field: 'email',
    request: {
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a\\ud800@example.com","pword":"x"}',
    },
  },
  {
    name: 'NUL in a registration email',
    signedIn: false,
    field: 'user.email',
    request: {
      method: 'POST',
      url: '/api/v1/registration/user',
      payload: { user: { firstName: 'Ada', lastName: 'R', email: 'ada\u0000@example.com', password: 'Secret-123' }, recaptchaResponse: 'x' },
    },
  },
  {
    name: 'lone surrogate in a registration first name (JSON escape)',
    signedIn: false,
    field: 'user.firstName',
    request: {
      method: 'POST',
      url: '/api/v1/registration/user',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":{"firstName":"A\\ud800","lastName":"R","email":"a@example.com","password":"Secret-123"},"recaptchaResponse":"x"}',
    },
  },
  {
    name: 'NUL in review text',
    signedIn: true,
    field: 'text',
    request: { method: 'PUT', url: `/api/me/reviews/products/${SKU}`, payload: { ratings: { overall: 8 }, text: 'fine\u0000' } },
  },
  {
    name: 'int4 overflow in a rating',
    signedIn: true,
    field: 'ratings.overall',
    request: { method: 'PUT', url: `/api/me/reviews/products/${SKU}`, payload: { ratings: { overall: TOO_BIG } } },
  },
  {
    name: 'lone surrogate in a saved filter name',
    signedIn: true,
    field: 'name',
    request: { method: 'POST', url: '/api/v1/savedFilters', payload: { name: 'mine\udfff', definition: '[]' } },
  },
  {
    name: 'int4 overflow in a saved filter id',
    signedIn: true,
    field: 'id',
    request: { method: 'DELETE', url: '/api/v1/savedFilters', payload: { id: TOO_BIG } },
  },
  {
    name: 'int4 underflow in a saved filter id',
    signedIn: true,
    field: 'id',
    request: { method: 'DELETE', url: '/api/v1/savedFilters', payload: { id: -2_147_483_649 } },
  },
  {
    name: 'int4 overflow in usage siteContext',
    signedIn: true,
    field: 'siteContext',
    request: { method: 'PUT', url: '/api/v1/usage', payload: { siteContext: TOO_BIG, siteArea: 'x', sessionId: 'y' } },
  },
  {
    name: 'NUL in a list name',
    signedIn: true,
    field: 'name',
    request: { method: 'POST', url: '/api/v1/collaborativeTitleList', payload: { name: 'Fair\u0000', communityId: 1 } },
  },
  {
    name: 'int4 overflow in a list id',
    signedIn: true,
    field: 'listId',
    request: { method: 'POST', url: '/api/v1/votes', payload: { listId: TOO_BIG, sku: SKU, vote: 'upVote' } },
  },
  {
    name: 'int4 overflow in a path list id',
    signedIn: true,
    field: 'listId',
    request: { method: 'GET', url: `/api/v1/collaborativeTitleLists/0/${TOO_BIG}/items/` },
  },
  {
    name: 'NUL in a JSON key',
    signedIn: true,
    field: 'na\uFFFDme',
    request: { method: 'POST', url: '/api/v1/savedFilters', payload: { name: 'x', definition: '[]', ['na\u0000me']: 1 } },
  },
  {
    name: 'URL-encoded NUL in a collection name',
    signedIn: true,
    field: 'name',
    request: { method: 'PUT', url: '/api/v1/me/collections', payload: { type: 2, name: 'a%00b' } },
  },
  {
    name: 'NUL inside a saved filter definition',
    signedIn: true,
    field: 'definition.0.code',
    request: { method: 'POST', url: '/api/v1/savedFilters', payload: { name: 'x', definition: '[{"browseLaneType":"format","code":"a\\u0000"}]' } },
  },
];

describe.each(engines())('malformed input on $name', (engine) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let cookie: string;
  let guard: DataGuard;
  const logLines: Array<{ level: number; msg: string; [key: string]: unknown }> = [];

  beforeAll(async () => {
    ({ database, dispose } = await engine.open());
    await seedDemoData(database.db);
    app = await buildApp({
      database,
      publicUrl: 'http://localhost:3000',
      dataDir: '/nonexistent',
      mailer: createMailer({ mailDir: '/nonexistent/mail', from: 'test@example.com', log: () => {} }),
      altchaHmacKey: 'test-hmac-key',
      altchaMaxNumber: 50,
      rateLimits: GENEROUS_LIMITS,
      logger: { level: 'info', stream: { write: (line) => void logLines.push(JSON.parse(line)) } },
    });
    // A route whose input reaches the database unchecked, standing for any input fault the contracts miss.
    app.get('/test/int4/:n', async (request) => {
      await database.db.execute(sql`select ${(request.params as { n: string }).n}::int4 as n`);
      return { ok: true };
    });
    await app.ready();
    cookie = sessionCookie(await login(app, 'demo@booktrade.test', 'Demo-pass1!'));
    guard = await DataGuard.open(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  it.each(refusals)('$name: 400 naming $field, nothing written', async ({ signedIn, field, request }) => {
    const before = await guard.fingerprint();
    const res = await app.inject({ ...request, headers: { ...(request.headers ?? {}), ...(signedIn ? { cookie } : {}) } });
    const problem = expectProblem(res, 400);
    expect(problem.errors[0]?.field).toBe(field);
    expect(await guard.fingerprint()).toEqual(before);
  });

  it('answers a database error the input caused with 400, logged at info without the statement or parameters', async () => {
    logLines.length = 0;
    const problem = expectProblem(await app.inject({ method: 'GET', url: '/test/int4/2147483648' }), 400);
    expect(problem.detail).toBe('a value in the request is out of range or not valid text');
    const line = logLines.find((l) => l.msg === 'request refused by the database');
    expect(line).toMatchObject({ level: 30, code: '22003', route: '/test/int4/:n' });
    expect(JSON.stringify(line)).not.toContain('2147483648');
    expect(JSON.stringify(logLines)).not.toMatch(/select|::int4/i);
    expect(logLines.some((l) => l.level >= 50)).toBe(false);
  });

  it('logs no request text at error level for any of the refusals above', async () => {
    logLines.length = 0;
    for (const { signedIn, request } of refusals) {
      await app.inject({ ...request, headers: { ...(request.headers ?? {}), ...(signedIn ? { cookie } : {}) } });
    }
    expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
    expect(JSON.stringify(logLines)).not.toMatch(/Fair|mine|fine|Secret-123/);
  });
});
