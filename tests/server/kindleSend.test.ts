import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { reviewCopyFormats } from '../../src/server/db/schema/galleys.ts';
import { galleyDownloads, galleyRequests } from '../../src/server/db/schema/requests.ts';
import { createTestApp, expectProblem, login, mailFiles, sessionCookie, waitForMail, type TestApp } from './helpers.ts';
import { call, createTitlesWorld, type TitlesWorld } from './titlesSetup.ts';

let w: TitlesWorld;
beforeAll(async () => {
  w = await createTitlesWorld();
});
afterAll(() => w?.test.close());

const db = () => w.test.database.db;
const prefsBase = '/api/v1/me/preferences/reviewCopyDownload';
const sendUrl = (resourceId: string) => `/api/v1/me/galleys/${resourceId}/download?method=kindle`;

/** An approved, live request of the demo account and its format entries. */
async function approvedGalley() {
  const requests = (await call(w.app, w.demo, { method: 'GET', url: '/api/v1/me/requests' })).body as Array<{
    sku: string;
    status: string;
    product: { name: string };
  }>;
  const approved = requests.find((r) => r.status === 'approved')!;
  const formats = await db().select().from(reviewCopyFormats).where(eq(reviewCopyFormats.sku, approved.sku));
  return { sku: approved.sku, name: approved.product.name, formats };
}
const kindleRows = async (userId: number) =>
  db()
    .select()
    .from(galleyDownloads)
    .where(and(eq(galleyDownloads.userId, userId), eq(galleyDownloads.method, 'kindle')));

describe('send to Kindle (GET /api/v1/me/galleys/{resourceId}/download?method=kindle)', () => {
  it('refuses with a 409 naming kindleEmail while no Kindle email is saved, mailing and recording nothing', async () => {
    const { formats } = await approvedGalley();
    const mails = mailFiles(w.test.dataDir).length;
    const problem = expectProblem(await w.app.inject({ method: 'GET', url: sendUrl(formats[0]!.resourceId), headers: { cookie: w.demo } }), 409);
    expect(problem.errors[0]!.field).toBe('kindleEmail');
    expect(mailFiles(w.test.dataDir)).toHaveLength(mails);
    expect(await kindleRows(w.demoId)).toEqual([]);
  });

  it('mails the galley to the saved Kindle email as an attachment, answers that it was sent and records a kindle download', async () => {
    const { sku, name, formats } = await approvedGalley();
    const entry = formats.find((f) => f.format === 4) ?? formats.find((f) => f.format === 2)!;
    const saved = await call(w.app, w.demo, { method: 'PUT', url: `${prefsBase}/kindle/2`, payload: { kindleEmail: 'demo.reader@kindle.com' } });
    expect(saved.status).toBe(200);

    const res = await call(w.app, w.demo, { method: 'GET', url: sendUrl(entry.resourceId) });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({
      sent: true,
      sku,
      resourceId: entry.resourceId,
      kindleEmail: 'demo.reader@kindle.com',
      kindleDownloadMethod: '2',
    });

    const mail = await waitForMail(w.test.dataDir, 'demo.reader@kindle.com');
    expect(mail).toContain(`Subject: ${name}`);
    expect(mail).toMatch(/Content-Type: application\/epub\+zip; name=.*\.epub/);
    expect(mail).toContain('Content-Disposition: attachment');
    // The attachment is the EPUB itself (base64 of a zip starts with UEsDB, "PK\x03\x04").
    expect(mail).toContain('UEsDB');

    const rows = await kindleRows(w.demoId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sku, resourceId: entry.resourceId, format: entry.format, method: 'kindle' });
    const downloads = (await call(w.app, w.demo, { method: 'GET', url: '/api/v1/me/galleys/downloads' })).body;
    expect(downloads.downloads[0]).toMatchObject({ sku, downloadDate: res.body.downloadDate });
  });

  it('with method 1 (send to email) writes a mail that says to send it on', async () => {
    const { formats } = await approvedGalley();
    await call(w.app, w.demo, { method: 'PUT', url: `${prefsBase}/kindle/1`, payload: { kindleEmail: 'demo.self@example.com' } });
    const res = await call(w.app, w.demo, { method: 'GET', url: sendUrl(formats[0]!.resourceId) });
    expect(res.status).toBe(200);
    expect(res.body.kindleDownloadMethod).toBe('1');
    const mail = await waitForMail(w.test.dataDir, 'demo.self@example.com');
    expect(mail).toContain('Subject: Your review copy:');
    expect(mail).toContain('Send it on to your Kindle');
  });

  it('keeps the download rules: another user 403, an expired galley 410, unknown 404, anonymous 401, nothing sent', async () => {
    const { formats } = await approvedGalley();
    await call(w.app, w.other, { method: 'PUT', url: `${prefsBase}/kindle/2`, payload: { kindleEmail: 'other.reader@kindle.com' } });
    const mails = mailFiles(w.test.dataDir).length;
    expectProblem(await w.app.inject({ method: 'GET', url: sendUrl(formats[0]!.resourceId), headers: { cookie: w.other } }), 403);
    expectProblem(await w.app.inject({ method: 'GET', url: sendUrl('nope-4'), headers: { cookie: w.other } }), 404);
    expectProblem(await w.app.inject({ method: 'GET', url: sendUrl(formats[0]!.resourceId) }), 401);

    const [expired] = await db()
      .select()
      .from(reviewCopyFormats)
      .where(eq(reviewCopyFormats.format, 2))
      .orderBy(reviewCopyFormats.drcExpirationDate)
      .limit(1);
    expect(expired!.drcExpirationDate!.getTime()).toBeLessThan(Date.now());
    await db().insert(galleyRequests).values({ userId: w.otherId, sku: expired!.sku, status: 'approved' });
    expectProblem(await w.app.inject({ method: 'GET', url: sendUrl(expired!.resourceId), headers: { cookie: w.other } }), 410);
    expect(mailFiles(w.test.dataDir)).toHaveLength(mails);
    expect(await kindleRows(w.otherId)).toEqual([]);
  });

  it('names the method parameter when it is unknown, and refuses a cross-site send', async () => {
    const { formats } = await approvedGalley();
    const bad = expectProblem(
      await w.app.inject({ method: 'GET', url: `/api/v1/me/galleys/${formats[0]!.resourceId}/download?method=fax`, headers: { cookie: w.demo } }),
      400,
    );
    expect(bad.errors[0]!.field).toBe('method');
    const before = (await kindleRows(w.demoId)).length;
    expectProblem(
      await w.app.inject({ method: 'GET', url: sendUrl(formats[0]!.resourceId), headers: { cookie: w.demo, 'sec-fetch-site': 'cross-site' } }),
      403,
    );
    expect(await kindleRows(w.demoId)).toHaveLength(before);
  });

  it('answers 502 and records nothing when the mail cannot be handed over', async () => {
    const failing: TestApp = await createTestApp(
      { mailer: { description: 'failing', send: () => Promise.reject(new Error('smtp down')) } },
      w.test.database,
    );
    try {
      const res = await login(failing.app, 'demo@booktrade.test', 'Demo-pass1!');
      const cookie = sessionCookie(res);
      const { formats } = await approvedGalley();
      const before = (await kindleRows(w.demoId)).length;
      expectProblem(await failing.app.inject({ method: 'GET', url: sendUrl(formats[0]!.resourceId), headers: { cookie } }), 502);
      expect(await kindleRows(w.demoId)).toHaveLength(before);
    } finally {
      await failing.close();
    }
  });

  it('streams the file as before without the parameter or with method=download', async () => {
    const { formats } = await approvedGalley();
    const epub = formats.find((f) => f.format === 2)!;
    const res = await w.app.inject({
      method: 'GET',
      url: `/api/v1/me/galleys/${epub.resourceId}/download?method=download`,
      headers: { cookie: w.demo },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
