import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { products, publishers } from '../../src/server/db/schema/catalog.ts';
import { reviewCopyApprovalRules } from '../../src/server/db/schema/galleys.ts';
import { preferences } from '../../src/server/db/schema/identity.ts';
import { galleyRequests } from '../../src/server/db/schema/requests.ts';
import { liveGalleySql } from '../../src/server/services/titlesAccess.ts';
import { expectProblem, register } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
beforeAll(async () => {
  w = await createTitlesWorld();
});
afterAll(() => w?.test.close());

const db = () => w.test.database.db;
const post = (cookie: string | null, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  call(w.app, cookie, { method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }), headers });
const myRequests = async (cookie: string) =>
  (await call(w.app, cookie, { method: 'GET', url: '/api/v1/me/requests' })).body as Array<{
    sku: string;
    status: string;
    galleyStatus: number | null;
    submittedDate: string;
    product: { isDownloadable: boolean; isRequestable: boolean };
  }>;
const requestBody = (sku: string, extra: Record<string, unknown> = {}) => ({
  sku,
  selectedTitleEvaluationPurposeTypeId: 4,
  requestProfile: 'I review fiction.',
  requestReason: 'For our newsletter.',
  ...extra,
});
const requestRows = (sku: string) => db().select().from(galleyRequests).where(eq(galleyRequests.sku, sku));

/** Live-galley titles of a publisher that nobody has requested yet. */
async function freeTitles(publisher: string): Promise<string[]> {
  const rows = await db()
    .select({ sku: products.sku })
    .from(products)
    .innerJoin(publishers, eq(publishers.id, products.publisherId))
    .where(and(eq(publishers.name, publisher), liveGalleySql(), sql`not exists (select 1 from galley_requests r where r.sku = "products"."sku")`))
    .orderBy(products.sku);
  return rows.map((r) => r.sku);
}

/** The owner (publisher staff) of a publisher's community, signed in, and the community id. */
async function owner(publisher: string) {
  const row = (await db().execute(sql`select a.id, u.email from affiliations a join publishers p on p.id = a.publisher_id
    join affiliation_owners o on o.affiliation_id = a.id join users u on u.id = o.user_id where p.name = ${publisher} limit 1`)) as unknown as {
    rows: Array<{ id: number; email: string }>;
  };
  const { id, email } = row.rows[0]!;
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: new URLSearchParams({ email, pword: 'Demo-pass1!' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'sid')!;
  return { communityId: id, cookie: `sid=${cookie.value}` };
}

describe('POST /api/v1/me/galleys/requests', () => {
  it('approves at once under auto-approve all: the title becomes downloadable', async () => {
    const [sku] = await freeTitles('Lanternfish Publishing');
    const res = await post(w.other, '/api/v1/me/galleys/requests', requestBody(sku!));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'SUCCESS', status: 'approved' });
    expect(res.body.text).toContain('ready to download');
    const mine = (await myRequests(w.other)).find((r) => r.sku === sku)!;
    expect(mine).toMatchObject({ status: 'approved', galleyStatus: null, product: { isDownloadable: true, isRequestable: false } });
    const product = (await call(w.app, w.other, { method: 'GET', url: `/api/products/${sku}` })).body;
    expect(product).toMatchObject({ isDownloadable: true, isRequestable: false });
  });

  it('leaves a request pending under a manual rule and stores purpose, profile, reason and course adoption attributes', async () => {
    const [sku] = await freeTitles('Copperleaf Group');
    const res = await post(w.other, '/api/v1/me/galleys/requests', {
      sku,
      selectedTitleEvaluationPurposeTypeId: 3,
      requestProfile: '',
      requestReason: 'Spring syllabus',
      department: 'English',
      attributes: [
        { type: 2, value: 'ENG 201' },
        { type: 3, value: '40' },
      ],
    });
    expect(res.body).toMatchObject({ code: 'SUCCESS', status: 'pending' });
    const [row] = await requestRows(sku!);
    expect(row).toMatchObject({
      status: 'pending',
      evaluationType: 3,
      requestProfile: 'No Overview',
      requestReason: 'Spring syllabus',
      requestType: 1,
    });
    expect(row!.details).toEqual({ department: 'English', course: 'ENG 201', enrollment: '40' });
    expect((await myRequests(w.other)).find((r) => r.sku === sku)!.product.isDownloadable).toBe(false);
  });

  it('drops course details for other purposes', async () => {
    const [, sku] = await freeTitles('Copperleaf Group');
    await post(w.other, '/api/v1/me/galleys/requests', requestBody(sku!, { selectedTitleEvaluationPurposeTypeId: 1, department: 'English' }));
    expect((await requestRows(sku!))[0]!.details).toEqual({});
  });

  it('applies auto-approve listed users: listed users approved, others pending', async () => {
    const [listed, unlisted] = await freeTitles('Northgate House');
    const [rule] = await db()
      .select()
      .from(reviewCopyApprovalRules)
      .innerJoin(publishers, eq(publishers.id, reviewCopyApprovalRules.publisherId))
      .where(eq(publishers.name, 'Northgate House'));
    expect(rule!.review_copy_approval_rules.mode).toBe('autoApproveListedUsers');
    await db()
      .update(reviewCopyApprovalRules)
      .set({ userIds: [...rule!.review_copy_approval_rules.userIds, w.otherId] })
      .where(eq(reviewCopyApprovalRules.id, rule!.review_copy_approval_rules.id));
    expect((await post(w.other, '/api/v1/me/galleys/requests', requestBody(listed!))).body.status).toBe('approved');
    const stranger = (await register(w.app)).cookie;
    expect((await post(stranger, '/api/v1/me/galleys/requests', requestBody(unlisted!))).body.status).toBe('pending');
  });

  it('refuses with a code and text: already requested, already approved, declined, not requestable', async () => {
    const mine = await myRequests(w.demo);
    const pending = mine.find((r) => r.status === 'pending')!;
    const approved = mine.find((r) => r.status === 'approved')!;
    const rejected = mine.find((r) => r.status === 'rejected')!;
    const before = (await db().select().from(galleyRequests)).length;
    for (const [sku, code] of [
      [pending.sku, 'ALREADY_REQUESTED'],
      [approved.sku, 'ALREADY_APPROVED'],
      [rejected.sku, 'DECLINED'],
    ] as const) {
      const res = await post(w.demo, '/api/v1/me/galleys/requests', requestBody(sku));
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(code);
      expect(res.body.text.length).toBeGreaterThan(10);
    }
    const [noGalley] = await db()
      .select({ sku: products.sku })
      .from(products)
      .where(sql`not ${liveGalleySql()}`)
      .limit(1);
    const res = await post(w.demo, '/api/v1/me/galleys/requests', requestBody(noGalley!.sku));
    expect(res.body).toMatchObject({ code: 'NOT_REQUESTABLE', status: null });
    expect((await db().select().from(galleyRequests)).length).toBe(before);
  });

  it('answers bad input with a 400 naming the field, an unknown title 404, anonymous 401, and stores nothing', async () => {
    const [sku] = await freeTitles('Quill & Ember');
    const before = (await db().select().from(galleyRequests)).length;
    for (const purpose of [0, 5, 2.5, '4']) {
      const problem = expectProblem(
        await w.app.inject({
          method: 'POST',
          url: '/api/v1/me/galleys/requests',
          headers: { cookie: w.other },
          payload: requestBody(sku!, { selectedTitleEvaluationPurposeTypeId: purpose }),
        }),
        400,
      );
      expect(problem.errors[0]!.field).toBe('selectedTitleEvaluationPurposeTypeId');
    }
    expect(
      expectProblem(
        await w.app.inject({ method: 'POST', url: '/api/v1/me/galleys/requests', headers: { cookie: w.other }, payload: requestBody('../x') }),
        400,
      ).errors[0]!.field,
    ).toBe('sku');
    expect(
      expectProblem(
        await w.app.inject({
          method: 'POST',
          url: '/api/v1/me/galleys/requests',
          headers: { cookie: w.other },
          payload: requestBody(sku!, { requestReason: 'x'.repeat(2001) }),
        }),
        400,
      ).errors[0]!.field,
    ).toBe('requestReason');
    expect(
      expectProblem(
        await w.app.inject({
          method: 'POST',
          url: '/api/v1/me/galleys/requests',
          headers: { cookie: w.other },
          payload: requestBody(sku!, { attributes: [{ type: 4, value: 'x' }] }),
        }),
        400,
      ).errors[0]!.field,
    ).toMatch(/^attributes/);
    expect(
      expectProblem(
        await w.app.inject({
          method: 'POST',
          url: '/api/v1/me/galleys/requests',
          headers: { cookie: w.other },
          payload: requestBody('9999999999999'),
        }),
        404,
      ).errors[0]!.field,
    ).toBe('sku');
    expectProblem(await w.app.inject({ method: 'POST', url: '/api/v1/me/galleys/requests', payload: requestBody(sku!) }), 401);
    expect((await db().select().from(galleyRequests)).length).toBe(before);
  });

  it('replays an Idempotency-Key: the stored reply, no second change', async () => {
    const [, , sku] = await freeTitles('Lanternfish Publishing');
    const headers = { 'idempotency-key': 'req-replay-1' };
    const first = await post(w.other, '/api/v1/me/galleys/requests', requestBody(sku!), headers);
    const again = await post(w.other, '/api/v1/me/galleys/requests', requestBody(sku!), headers);
    expect(first.body.code).toBe('SUCCESS');
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await requestRows(sku!)).toHaveLength(1);
    expect((await post(w.other, '/api/v1/me/galleys/requests', requestBody(sku!))).body.code).toBe('ALREADY_APPROVED');
  });
});

describe('cancel and re-enable', () => {
  it('cancels a pending request (galley status 30), again is a no-op, and re-enabling re-applies the rule', async () => {
    const [sku] = await freeTitles('Quill & Ember');
    await post(w.other, '/api/v1/me/galleys/requests', requestBody(sku!));
    const cancelled = await post(w.other, `/api/me/galleys/${sku}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ sku, status: 'cancelled', galleyStatus: 30 });
    expect((await post(w.other, `/api/me/galleys/${sku}/cancel`)).body).toMatchObject({ status: 'cancelled', galleyStatus: 30 });
    const enabled = await post(w.other, `/api/me/galleys/${sku}/enable`);
    expect(enabled.body).toMatchObject({ sku, status: 'pending', galleyStatus: null });
    expect(Date.parse(enabled.body.submittedDate)).toBeGreaterThanOrEqual(Date.parse(cancelled.body.submittedDate));
    expect((await post(w.other, `/api/me/galleys/${sku}/enable`)).body.status).toBe('pending');
    expect(await requestRows(sku!)).toHaveLength(1);
  });

  it('re-enables a cancelled request of an auto-approved title as approved; a new request of a cancelled title works too', async () => {
    const [a, b] = await freeTitles('Harbor & Vine');
    await db()
      .insert(galleyRequests)
      .values([
        { userId: w.otherId, sku: a!, status: 'cancelled' },
        { userId: w.otherId, sku: b!, status: 'cancelled' },
      ]);
    expect((await post(w.other, `/api/me/galleys/${a}/enable`)).body).toMatchObject({ status: 'approved', product: { isDownloadable: true } });
    expect((await post(w.other, '/api/v1/me/galleys/requests', requestBody(b!))).body).toMatchObject({ code: 'SUCCESS', status: 'approved' });
    expect(await requestRows(b!)).toHaveLength(1);
  });

  it('refuses to cancel an approved request (409), to re-enable a declined one (409), unknown (404), anonymous (401)', async () => {
    const mine = await myRequests(w.demo);
    const approved = mine.find((r) => r.status === 'approved')!;
    const rejected = mine.find((r) => r.status === 'rejected')!;
    expectProblem(await w.app.inject({ method: 'POST', url: `/api/me/galleys/${approved.sku}/cancel`, headers: { cookie: w.demo } }), 409);
    expectProblem(await w.app.inject({ method: 'POST', url: `/api/me/galleys/${rejected.sku}/enable`, headers: { cookie: w.demo } }), 409);
    expect((await myRequests(w.demo)).find((r) => r.sku === approved.sku)!.status).toBe('approved');
    const stranger = (await register(w.app)).cookie;
    expectProblem(await w.app.inject({ method: 'POST', url: `/api/me/galleys/${approved.sku}/cancel`, headers: { cookie: stranger } }), 404);
    expectProblem(await w.app.inject({ method: 'POST', url: `/api/me/galleys/${approved.sku}/enable`, headers: { cookie: stranger } }), 404);
    expectProblem(await w.app.inject({ method: 'POST', url: `/api/me/galleys/${approved.sku}/cancel` }), 401);
    expect(
      expectProblem(await w.app.inject({ method: 'POST', url: '/api/me/galleys/%20x/cancel', headers: { cookie: w.demo } }), 400).errors[0]!.field,
    ).toBe('sku');
  });
});

describe('print requests: POST api/products/requests/0', () => {
  const address = {
    addressId: 1,
    fullName: 'Ada Reader',
    streetAddress1: '1 Quay St',
    city: 'Boston',
    stateProvince: 'MA',
    postalCode: '02110',
    country: 'US',
    isDefault: true,
  };
  const printBody = (sku: string, extra: Record<string, unknown> = {}) => ({
    sku,
    type: 0,
    requestedQty: 1,
    requestType: 10,
    emailAddress: '',
    requestMessage: 'For the window',
    evaluationType: 1,
    address,
    phoneNumber: '+1 617 555 0100',
    ...extra,
  });
  const prcTitle = async () =>
    (await db().select({ sku: products.sku }).from(products).where(eq(products.isPrcRequestable, true)).orderBy(products.sku).limit(1))[0]!.sku;

  it('without a phone or a selected address: 400 asking for shipping, nothing stored', async () => {
    const sku = await prcTitle();
    const before = (await db().select().from(galleyRequests)).length;
    for (const extra of [
      { phoneNumber: '' },
      { phoneNumber: '   ' },
      { phoneNumber: undefined },
      { address: null },
      { address: { ...address, streetAddress1: '' } },
    ]) {
      const problem = expectProblem(
        await w.app.inject({ method: 'POST', url: '/api/products/requests/0', headers: { cookie: w.other }, payload: printBody(sku, extra) }),
        400,
      );
      expect(problem.detail).toBe('Please provide shipping for this request.');
    }
    const noPhone = expectProblem(
      await w.app.inject({
        method: 'POST',
        url: '/api/products/requests/0',
        headers: { cookie: w.other },
        payload: printBody(sku, { phoneNumber: '' }),
      }),
      400,
    );
    expect(noPhone.errors.map((e) => e.field)).toEqual(['phoneNumber']);
    expect((await db().select().from(galleyRequests)).length).toBe(before);
  });

  it('with shipping: a print request (type 2) with address and phone; again: already requested; bad fields 400', async () => {
    const sku = await prcTitle();
    const res = await post(w.other, '/api/products/requests/0', printBody(sku));
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('SUCCESS');
    const [row] = await db()
      .select()
      .from(galleyRequests)
      .where(and(eq(galleyRequests.sku, sku), eq(galleyRequests.userId, w.otherId), eq(galleyRequests.requestType, 2)));
    expect(row!.details).toMatchObject({
      phoneNumber: '+1 617 555 0100',
      address: { streetAddress1: '1 Quay St', city: 'Boston' },
      requestMessage: 'For the window',
    });
    expect(row!.details.emailAddress).toMatch(/@example\.com$/);
    expect((await post(w.other, '/api/products/requests/0', printBody(sku))).body.code).toMatch(/ALREADY_/);
    expect(
      expectProblem(
        await w.app.inject({
          method: 'POST',
          url: '/api/products/requests/0',
          headers: { cookie: w.other },
          payload: printBody(sku, { evaluationType: 9 }),
        }),
        400,
      ).errors[0]!.field,
    ).toBe('evaluationType');
    expect(
      expectProblem(
        await w.app.inject({
          method: 'POST',
          url: '/api/products/requests/0',
          headers: { cookie: w.other },
          payload: printBody(sku, { requestType: 1 }),
        }),
        400,
      ).errors[0]!.field,
    ).toBe('requestType');
    const [notPrc] = await db().select({ sku: products.sku }).from(products).where(eq(products.isPrcRequestable, false)).limit(1);
    expect((await post(w.other, '/api/products/requests/0', printBody(notPrc!.sku))).body.code).toBe('NOT_REQUESTABLE');
    expectProblem(await w.app.inject({ method: 'POST', url: '/api/products/requests/0', payload: printBody(sku) }), 401);
  });
});

describe('review-copy preferences', () => {
  it('PUT /api/v1/me/preferences/DARC/evaluationType keeps 1-4 and refuses anything else', async () => {
    const put = (payload: string, type: string) =>
      w.app.inject({ method: 'PUT', url: '/api/v1/me/preferences/DARC/evaluationType', headers: { cookie: w.other, 'content-type': type }, payload });
    expect((await put('3', 'application/json')).json()).toEqual({ type: 'DARC', name: 'evaluationType', value: '3' });
    expect((await put('2', 'text/plain')).json()).toEqual({ type: 'DARC', name: 'evaluationType', value: '2' });
    for (const [bad, type] of [
      ['5', 'application/json'],
      ['0', 'text/plain'],
      ['"x"', 'application/json'],
      ['[1]', 'application/json'],
      ['2.5', 'application/json'],
    ] as const) {
      expect(expectProblem(await put(bad, type), 400).errors[0]!.field).toBe('value');
    }
    const [stored] = await db()
      .select()
      .from(preferences)
      .where(and(eq(preferences.userId, w.otherId), eq(preferences.type, 'DARC')));
    expect(stored!.value).toBe('2');
    expectProblem(
      await w.app.inject({
        method: 'PUT',
        url: '/api/v1/me/preferences/DARC/evaluationType',
        headers: { 'content-type': 'application/json' },
        payload: '1',
      }),
      401,
    );
  });

  it('POST /api/v1/me/galleys/requests/role saves role description and summary (read back by GET /api/v1/me/attributes)', async () => {
    const res = await post(w.other, '/api/v1/me/galleys/requests/role', { requestRole: 'I buy fiction for two shops.', requestorType: 'Bookseller' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ requestRole: 'I buy fiction for two shops.', requestorType: 'Bookseller', evaluationType: 2 });
    expect(res.body.requestorTypes).toContain('Librarian');
    expect((await post(w.other, '/api/v1/me/galleys/requests/role', { requestorType: 'Librarian' })).body).toMatchObject({
      requestRole: 'I buy fiction for two shops.',
      requestorType: 'Librarian',
    });
    const attributes = (await call(w.app, w.other, { method: 'GET', url: '/api/v1/me/attributes' })).body;
    expect(attributes).toMatchObject({ roleDescription: 'I buy fiction for two shops.', roleSummary: 'Librarian' });
    expect(
      expectProblem(
        await w.app.inject({
          method: 'POST',
          url: '/api/v1/me/galleys/requests/role',
          headers: { cookie: w.other },
          payload: { requestorType: 'Astronaut' },
        }),
        400,
      ).errors[0]!.field,
    ).toBe('requestorType');
    expectProblem(await w.app.inject({ method: 'POST', url: '/api/v1/me/galleys/requests/role', headers: { cookie: w.other }, payload: {} }), 400);
  });
});

describe('review queue of a publisher community', () => {
  it('lists the owned queues with pending counts; an owner sees pending requests and approves one: the requester can download', async () => {
    const copperleaf = await owner('Copperleaf Group');
    const queues = (await call(w.app, copperleaf.cookie, { method: 'GET', url: '/api/v1/me/galleyRequestQueues' })).body;
    expect(queues).toEqual([expect.objectContaining({ communityId: copperleaf.communityId, publisher: 'Copperleaf Group' })]);
    expect((await call(w.app, w.other, { method: 'GET', url: '/api/v1/me/galleyRequestQueues' })).body).toEqual([]);

    const [sku] = await freeTitles('Copperleaf Group');
    await post(w.other, '/api/v1/me/galleys/requests', requestBody(sku!, { requestReason: 'Window display' }));
    const queue = (await call(w.app, copperleaf.cookie, { method: 'GET', url: `/api/v1/affiliations/${copperleaf.communityId}/galleyRequests` }))
      .body;
    expect(queue.requests.length).toBe(queues[0].pendingCount + 1);
    const item = queue.requests.find((r: { sku: string; requester: { id: number } }) => r.sku === sku && r.requester.id === w.otherId);
    expect(item).toMatchObject({ evaluationType: 4, requestReason: 'Window display', requester: { fullName: 'Ada Reader' }, product: { sku } });
    expect(queue.requests.every((r: { product: { publisher: string } }) => r.product.publisher === 'Copperleaf Group')).toBe(true);

    const decided = await post(copperleaf.cookie, `/api/v1/affiliations/${copperleaf.communityId}/galleyRequests/${item.id}/approve`);
    expect(decided.body).toMatchObject({ id: item.id, sku, status: 'approved' });
    expect((await post(copperleaf.cookie, `/api/v1/affiliations/${copperleaf.communityId}/galleyRequests/${item.id}/approve`)).body.status).toBe(
      'approved',
    );
    expect((await myRequests(w.other)).find((r) => r.sku === sku)).toMatchObject({ status: 'approved', product: { isDownloadable: true } });
    // The requester is told once (deciding the same way again is no change).
    const told = (await call(w.app, w.other, { method: 'GET', url: '/api/v1/me/notifications' })).body.notifications.filter(
      (n: { kind: string; details: { sku: string } }) => n.kind === 'requestDecision' && n.details.sku === sku,
    );
    expect(told).toEqual([expect.objectContaining({ text: expect.stringMatching(/^Your review copy request for .+ was approved\.$/), status: '' })]);
    const after = (await call(w.app, copperleaf.cookie, { method: 'GET', url: `/api/v1/affiliations/${copperleaf.communityId}/galleyRequests` }))
      .body;
    expect(after.requests.some((r: { id: number }) => r.id === item.id)).toBe(false);
    expectProblem(
      await w.app.inject({
        method: 'POST',
        url: `/api/v1/affiliations/${copperleaf.communityId}/galleyRequests/${item.id}/decline`,
        headers: { cookie: copperleaf.cookie },
      }),
      409,
    );
  });

  it('declines: the requester sees the request rejected; a cancelled request cannot be decided (409)', async () => {
    const quill = await owner('Quill & Ember');
    const [a, b] = await freeTitles('Quill & Ember');
    const stranger = (await register(w.app)).cookie;
    await post(stranger, '/api/v1/me/galleys/requests', requestBody(a!));
    await post(stranger, '/api/v1/me/galleys/requests', requestBody(b!));
    const queue = (await call(w.app, quill.cookie, { method: 'GET', url: `/api/v1/affiliations/${quill.communityId}/galleyRequests` })).body;
    const [first, second] = [a, b].map((sku) => queue.requests.find((r: { sku: string }) => r.sku === sku));
    expect((await post(quill.cookie, `/api/v1/affiliations/${quill.communityId}/galleyRequests/${first.id}/decline`)).body.status).toBe('rejected');
    expect((await myRequests(stranger)).find((r) => r.sku === a)!.status).toBe('rejected');
    await post(stranger, `/api/me/galleys/${b}/cancel`);
    expectProblem(
      await w.app.inject({
        method: 'POST',
        url: `/api/v1/affiliations/${quill.communityId}/galleyRequests/${second.id}/approve`,
        headers: { cookie: quill.cookie },
      }),
      409,
    );
    expect((await myRequests(stranger)).find((r) => r.sku === b)!.status).toBe('cancelled');
  });

  it('refuses non-owners (403), unknown communities and requests of other publishers (404), bad ids (400), anonymous (401)', async () => {
    const copperleaf = await owner('Copperleaf Group');
    const quill = await owner('Quill & Ember');
    const queueUrl = `/api/v1/affiliations/${copperleaf.communityId}/galleyRequests`;
    expectProblem(await w.app.inject({ method: 'GET', url: queueUrl, headers: { cookie: w.demo } }), 403);
    expectProblem(await w.app.inject({ method: 'GET', url: queueUrl, headers: { cookie: quill.cookie } }), 403);
    expectProblem(await w.app.inject({ method: 'GET', url: queueUrl }), 401);
    expectProblem(await w.app.inject({ method: 'GET', url: '/api/v1/affiliations/999999/galleyRequests', headers: { cookie: w.demo } }), 404);
    const pending = (await call(w.app, copperleaf.cookie, { method: 'GET', url: queueUrl })).body.requests[0];
    expectProblem(await w.app.inject({ method: 'POST', url: `${queueUrl}/${pending.id}/approve`, headers: { cookie: w.demo } }), 403);
    expectProblem(
      await w.app.inject({
        method: 'POST',
        url: `/api/v1/affiliations/${quill.communityId}/galleyRequests/${pending.id}/approve`,
        headers: { cookie: quill.cookie },
      }),
      404,
    );
    expect(
      expectProblem(await w.app.inject({ method: 'POST', url: `${queueUrl}/${pending.id}/maybe`, headers: { cookie: copperleaf.cookie } }), 400)
        .errors[0]!.field,
    ).toBe('decision');
    expect(
      expectProblem(await w.app.inject({ method: 'POST', url: `${queueUrl}/abc/approve`, headers: { cookie: copperleaf.cookie } }), 400).errors[0]!
        .field,
    ).toBe('id');
    expect((await db().select().from(galleyRequests).where(eq(galleyRequests.id, pending.id)))[0]!.status).toBe('pending');
  });
});
