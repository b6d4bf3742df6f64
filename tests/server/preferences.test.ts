import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferences, usageEvents } from '../../src/server/db/schema/identity.ts';
import { createTestApp, expectProblem, register, type TestApp } from './helpers.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await register(t.app, { countryCode: 'GB' }));
});
afterAll(() => t.close());

async function preferenceCount() {
  return (await t.database.db.select({ n: count() }).from(preferences))[0]!.n;
}

function put(url: string, payload: unknown, contentType = 'application/json') {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { cookie, 'content-type': contentType },
    payload: contentType === 'application/json' ? JSON.stringify(payload) : (payload as string),
  });
}

describe('every /me route needs a session', () => {
  it.each([
    ['GET', '/api/v1/me/preferences/region'],
    ['GET', '/api/me/preferences/social/noUpdates'],
    ['POST', '/api/me/preferences/social/noUpdates', { noUpdates: true }],
    ['GET', '/api/v1/me/attributes'],
    ['POST', '/api/v1/me/preferences', [{ type: 'communityApp' }]],
    ['PUT', '/api/v1/me/preferences/communityApp/showSmallJacket', 'true'],
    ['GET', '/api/v1/me/preferences/reviewCopyDownload'],
    ['PUT', '/api/v1/me/preferences/reviewCopyDownload/kindle/1'],
    ['PUT', '/api/v1/me/preferences/reviewCopyDownload/preferredFormat/2'],
  ] as const)('%s %s answers 401 problem', async (method, url, payload?: unknown) => {
    const before = await preferenceCount();
    const res = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
    expectProblem(res, 401);
    expect(await preferenceCount()).toBe(before);
  });
});

describe('region, friend-email opt-out and attributes', () => {
  it('answers the region of the user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/preferences/region', headers: { cookie } });
    expect(res.json()).toEqual({ name: 'United Kingdom', cultureName: 'en-GB' });
  });

  it('stores and answers noUpdates', async () => {
    const url = '/api/me/preferences/social/noUpdates';
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).json()).toEqual({ noUpdates: false });
    const set = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: { noUpdates: true } });
    expect(set.json()).toEqual({ noUpdates: true });
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).json()).toEqual({ noUpdates: true });
    const bad = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: { noUpdates: 'yes' } });
    expect(expectProblem(bad, 400).errors[0]!.field).toBe('noUpdates');
  });

  it('answers the attributes with defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/attributes', headers: { cookie } });
    expect(res.json()).toEqual({ roleSummary: '', roleDescription: '', profileLinks: [], fontsAccentColor: '' });
  });
});

describe('preference records', () => {
  it('stores text/plain and JSON values as strings and lists them by type', async () => {
    expect((await put('/api/v1/me/preferences/communityApp/showSmallJacket', 'true', 'text/plain')).json()).toEqual({
      type: 'communityApp',
      name: 'showSmallJacket',
      value: 'true',
    });
    await put('/api/v1/me/preferences/communityApp/conversationsToShow', 5);
    await put('/api/v1/me/preferences/communityApp/collapsedLanes', ['a', 'b']);
    await put('/api/v1/me/preferences/landingPage/landing', 'Community');
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/preferences',
      headers: { cookie },
      payload: [{ type: 'communityApp' }, { type: 'landingPage' }],
    });
    expect(list.json()).toEqual([
      { type: 'communityApp', name: 'collapsedLanes', value: '["a","b"]' },
      { type: 'communityApp', name: 'conversationsToShow', value: '5' },
      { type: 'communityApp', name: 'showSmallJacket', value: 'true' },
      { type: 'landingPage', name: 'landing', value: 'Community' },
    ]);
    const object = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/preferences?format=object',
      headers: { cookie },
      payload: [{ type: 'landingPage' }, { type: 'DARC' }],
    });
    expect(object.json()).toEqual({ landingPage: { landing: 'Community' } });
  });

  it('overwrites a value', async () => {
    await put('/api/v1/me/preferences/communityApp/communityReviewsToShow', '10', 'text/plain');
    await put('/api/v1/me/preferences/communityApp/communityReviewsToShow', '20', 'text/plain');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/preferences?format=object',
      headers: { cookie },
      payload: [{ type: 'communityApp' }],
    });
    expect(res.json().communityApp.communityReviewsToShow).toBe('20');
  });

  it.each([
    ['a value over the maximum length', '/api/v1/me/preferences/communityApp/laneStructure', 'x'.repeat(16_385), 'text/plain', 'value'],
    ['a type with punctuation', '/api/v1/me/preferences/bad-type!/name', 'x', 'text/plain', 'type'],
    ['a reserved type', '/api/v1/me/preferences/reviewCopyDownload/kindleEmail', 'a@b.c', 'text/plain', 'type'],
    ['a missing body', '/api/v1/me/preferences/communityApp/preferred', undefined, 'application/json', 'body'],
    ['a null value', '/api/v1/me/preferences/communityApp/preferred', null, 'application/json', 'body'],
  ])('refuses %s with 400 and writes nothing', async (_, url, payload, contentType, field) => {
    const before = await preferenceCount();
    const res = payload === undefined ? await t.app.inject({ method: 'PUT', url, headers: { cookie } }) : await put(url, payload, contentType);
    expect(expectProblem(res, 400).errors[0]!.field).toBe(field);
    expect(await preferenceCount()).toBe(before);
  });

  it('refuses a query body that is not a list of types', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/me/preferences', headers: { cookie }, payload: { type: 'x' } });
    expectProblem(res, 400);
    const res2 = await t.app.inject({ method: 'POST', url: '/api/v1/me/preferences', headers: { cookie }, payload: [{ type: '' }] });
    expect(expectProblem(res2, 400).errors[0]!.field).toBe('0.type');
    const res3 = await t.app.inject({ method: 'POST', url: '/api/v1/me/preferences?format=xml', headers: { cookie }, payload: [] });
    expect(expectProblem(res3, 400).errors[0]!.field).toBe('format');
  });
});

describe('review copy download preferences', () => {
  const base = '/api/v1/me/preferences/reviewCopyDownload';

  it('starts empty, then stores the Kindle method with its email and the preferred format', async () => {
    expect((await t.app.inject({ method: 'GET', url: base, headers: { cookie } })).json()).toEqual({
      kindleDownloadMethod: '',
      kindleEmail: '',
      preferredFormat: '',
    });
    const kindle = await t.app.inject({
      method: 'PUT',
      url: `${base}/kindle/2`,
      headers: { cookie },
      payload: { kindleEmail: 'reader@kindle.com' },
    });
    expect(kindle.json()).toEqual({ kindleDownloadMethod: '2', kindleEmail: 'reader@kindle.com', preferredFormat: '' });
    const method1 = await t.app.inject({ method: 'PUT', url: `${base}/kindle/1`, headers: { cookie } });
    expect(method1.json().kindleDownloadMethod).toBe('1');
    expect(method1.json().kindleEmail).toBe('reader@kindle.com');
    for (const code of [2, 3, 4, 5, 11, 12, 13, 1000, 0]) {
      const res = await t.app.inject({ method: 'PUT', url: `${base}/preferredFormat/${code}`, headers: { cookie } });
      expect(res.json().preferredFormat).toBe(String(code));
    }
  });

  it.each([
    [`${base}/kindle/3`, undefined, 'method', 'unknown Kindle download method'],
    [`${base}/kindle/email`, undefined, 'method', 'unknown Kindle download method'],
    [`${base}/kindle/1`, { kindleEmail: 'nope' }, 'kindleEmail', 'please provide a valid email address'],
    [`${base}/preferredFormat/6`, undefined, 'format', 'unknown format code'],
    [`${base}/preferredFormat/epub`, undefined, 'format', 'unknown format code'],
  ])('PUT %s %j answers 400 naming the field and writes nothing', async (url, payload, field, message) => {
    const before = await t.app.inject({ method: 'GET', url: base, headers: { cookie } });
    const res = await t.app.inject({ method: 'PUT', url, headers: { cookie }, ...(payload ? { payload } : {}) });
    expect(expectProblem(res, 400).errors[0]).toEqual({ field, message });
    const after = await t.app.inject({ method: 'GET', url: base, headers: { cookie } });
    expect(after.json()).toEqual(before.json());
  });
});

describe('PUT /api/v1/usage', () => {
  const usage = { siteContext: 3, siteArea: 'yourbooks', sessionId: '2026010112301' };

  it('records a usage event for anonymous and signed-in visitors', async () => {
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/v1/usage', payload: usage });
    expect(anonymous.statusCode).toBe(204);
    expect(anonymous.body).toBe('');
    const signedIn = await t.app.inject({ method: 'PUT', url: '/api/v1/usage', headers: { cookie }, payload: usage });
    expect(signedIn.statusCode).toBe(204);
    const rows = await t.database.db.select().from(usageEvents).where(eq(usageEvents.siteArea, 'yourbooks'));
    expect(rows.map((r) => r.userId).sort()).toEqual([0, rows.find((r) => r.userId !== 0)!.userId].sort());
  });

  it.each([
    [{ ...usage, siteContext: 'three' }, 'siteContext'],
    [{ ...usage, siteArea: 'x'.repeat(201) }, 'siteArea'],
    [{ siteContext: 3, siteArea: 'a' }, 'sessionId'],
  ])('refuses %j naming the field and records nothing', async (payload, field) => {
    const before = (await t.database.db.select({ n: count() }).from(usageEvents))[0]!.n;
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/usage', payload });
    expect(expectProblem(res, 400).errors[0]!.field).toBe(field);
    expect((await t.database.db.select({ n: count() }).from(usageEvents))[0]!.n).toBe(before);
  });
});
