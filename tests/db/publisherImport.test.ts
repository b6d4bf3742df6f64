import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { imprints, products, publishers } from '../../src/server/db/schema/catalog.ts';
import { galleyFiles, reviewCopyFormats } from '../../src/server/db/schema/galleys.ts';
import { organizations, users } from '../../src/server/db/schema/identity.ts';
import { buildEpub } from '../../src/server/services/epub.ts';
import { EPUB_MAX_BYTES, EPUB_MAX_ENTRIES, ONIX_MAX_BYTES } from '../../src/shared/contracts/publisherImport.ts';
import { epubFiles, isbn, onixMessage, onixProduct, text, zip, zipBomb } from '../fixtures/onix.ts';
import sharp from 'sharp';
import { coverWidth } from '../../src/shared/domain/coverSizes.ts';
import { createTestApp, expectProblem, GENEROUS_LIMITS, register, type TestApp } from '../server/helpers.ts';
import { engines } from './engines.ts';

// Import for publishers (issue 21 §3) on each engine: ONIX 3.0 titles and EPUB galleys, hostile files refused.
describe.each(engines())('publisher import on $name', (engine) => {
  let test: TestApp;
  let database: Database;
  let dispose: () => Promise<void>;
  let publisherCookie: string;
  let otherCookie: string;
  let readerCookie: string;
  const base = (process.pid % 1000) * 10_000;

  async function publisherUser(name: string) {
    const db = database.db;
    const [org] = await db
      .insert(organizations)
      .values({ name: `${name} Org` })
      .returning();
    await db.insert(publishers).values({ name, orgId: org!.id });
    const { cookie, email } = await register(test.app);
    await db.update(users).set({ orgId: org!.id }).where(eq(users.email, email));
    return cookie;
  }

  beforeAll(async () => {
    ({ database, dispose } = await engine.open());
    test = await createTestApp({}, database);
    publisherCookie = await publisherUser('Test Press');
    otherCookie = await publisherUser('Other House');
    readerCookie = (await register(test.app)).cookie;
  }, 120_000);
  afterAll(async () => {
    await test?.close();
    await dispose?.();
  });

  const postOnix = (cookie: string | null, body: string | Buffer, type = 'application/xml') =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/publisher/import/onix',
      payload: body,
      headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
    });
  const postEpub = (cookie: string, sku: string, body: Uint8Array) =>
    test.app.inject({
      method: 'POST',
      url: `/api/v1/publisher/import/galleys/${sku}`,
      payload: Buffer.from(body),
      headers: { 'content-type': 'application/epub+zip', cookie },
    });
  const productsOf = (isbns: string[]) => database.db.select().from(products).where(inArray(products.sku, isbns));

  const good = [1, 2, 3].map((n) => isbn(n, base));
  const sample = (title = 'The Harbour Keeper') =>
    onixMessage([
      onixProduct({ isbn: good[0], title, author: 'Mara Quill', imprint: 'Test Imprint', cover: 'https://example.com/covers/1.jpg' }),
      onixProduct({ isbn: good[1], title: 'Salt & Stone', date: '20251101', price: '18.50' }),
      onixProduct({ isbn: good[2], title: 'Third Light', description: 'A third' }),
      onixProduct({ reference: 'bad-isbn', isbn: '9798000000000' }),
      onixProduct({ reference: 'no-isbn', noIsbn: true }),
      onixProduct({ reference: 'no-title', isbn: isbn(4, base), title: null }),
      onixProduct({ reference: 'bad-date', isbn: isbn(5, base), date: '20261345' }),
      onixProduct({ reference: 'not-ours', isbn: isbn(6, base), publisher: 'Other House' }),
      onixProduct({ reference: 'bad-cover', isbn: isbn(7, base), cover: 'javascript:alert(1)' }),
    ]);

  it('imports the valid records of a sample ONIX 3.0 file and lists the others with the reason', async () => {
    const res = await postOnix(publisherCookie, sample());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ imported: 3, updated: 0, failedCount: 6 });
    const byRecord = Object.fromEntries(body.failed.map((f: { record: string; isbn: string; message: string }) => [f.record, f]));
    expect(byRecord['bad-isbn'].message).toMatch(/not a valid ISBN-13/);
    expect(byRecord['no-isbn'].message).toMatch(/no ISBN-13/);
    expect(byRecord['no-title']).toMatchObject({ isbn: isbn(4, base), message: expect.stringMatching(/no title/) });
    expect(byRecord['bad-date'].message).toMatch(/publication date "20261345" is not a date/);
    expect(byRecord['not-ours'].message).toMatch(/publisher "Other House" is not your organization's/);
    expect(byRecord['bad-cover'].message).toMatch(/cover link/);
    const rows = await productsOf(good);
    expect(rows).toHaveLength(3);
    const first = rows.find((r) => r.sku === good[0])!;
    expect(first).toMatchObject({
      ean: good[0],
      name: 'The Harbour Keeper',
      author: 'Mara Quill',
      publisher: 'Test Press',
      supplier: 'Test Imprint',
    });
    expect(first).toMatchObject({
      format: 'Hardcover',
      pubDate: '2026-03-15',
      pages: 320,
      category: 'Fiction / General',
      publishingStatus: 'Active',
    });
    expect(first.prices).toEqual([{ name: 'USD', price: 24.99 }]);
    expect(first.descriptions.summary).toBe('A story of great import.');
    expect(first.images[0]).toMatchObject({ type: 'jacketCover', uri: 'https://example.com/covers/1.jpg' });
    expect(rows.find((r) => r.sku === good[1])!.prices).toEqual([{ name: 'USD', price: 18.5 }]);
    expect(await productsOf([isbn(4, base), isbn(5, base), isbn(6, base), isbn(7, base)])).toHaveLength(0);
    // The title is in the catalogue as readers see it.
    const title = await test.app.inject({ method: 'GET', url: `/api/v1/products/${good[2]}`, headers: { cookie: readerCookie } });
    expect(title.statusCode).toBe(200);
  });

  it('updates on re-import, never duplicates', async () => {
    const res = await postOnix(publisherCookie, sample('The Harbour Keeper, Revised'));
    expect(res.json()).toMatchObject({ imported: 0, updated: 3, failedCount: 6 });
    const rows = await productsOf(good);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.sku === good[0])!.name).toBe('The Harbour Keeper, Revised');
    // Another publisher cannot take the titles over.
    const other = await postOnix(
      otherCookie,
      onixMessage([onixProduct({ isbn: good[0], publisher: 'Other House', imprint: 'Other Imprint', title: 'Stolen' })]),
    );
    expect(other.json()).toMatchObject({
      imported: 0,
      updated: 0,
      failedCount: 1,
      failed: [{ isbn: good[0], message: "the ISBN is another publisher's title" }],
    });
    expect((await productsOf([good[0]!]))[0]!.name).toBe('The Harbour Keeper, Revised');
  });

  it('rolls back a refused record alone: what it wrote before its refusal is gone, its neighbours in the batch are kept', async () => {
    // Records of a batch share one transaction, each in a savepoint: this one makes its new imprint before it is
    // refused (the ISBN is the other publisher's title), between two records that are saved.
    const stolen = await postOnix(
      otherCookie,
      onixMessage([onixProduct({ isbn: isbn(90, base), publisher: 'Other House', imprint: 'Other Imprint', title: 'Theirs' })]),
    );
    expect(stolen.json()).toMatchObject({ imported: 1 });
    const res = await postOnix(
      publisherCookie,
      onixMessage([
        onixProduct({ isbn: isbn(91, base), title: 'Before' }),
        onixProduct({ isbn: isbn(90, base), imprint: 'Imprint Made Then Refused', title: 'Taken' }),
        onixProduct({ isbn: isbn(92, base), title: 'After' }),
      ]),
    );
    expect(res.json()).toMatchObject({
      imported: 2,
      failedCount: 1,
      failed: [{ isbn: isbn(90, base), message: "the ISBN is another publisher's title" }],
    });
    expect((await productsOf([isbn(91, base), isbn(92, base)])).map((r) => r.name).sort()).toEqual(['After', 'Before']);
    expect((await productsOf([isbn(90, base)]))[0]!.name).toBe('Theirs');
    expect(await database.db.select().from(imprints).where(eq(imprints.name, 'Imprint Made Then Refused'))).toEqual([]);
  });

  it('imports a file of a thousand products in batches', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => onixProduct({ isbn: isbn(100 + i, base), title: `Bulk ${i}` }));
    const res = await postOnix(publisherCookie, onixMessage(many));
    expect(res.json()).toMatchObject({ imported: 1000, updated: 0, failedCount: 0, failed: [] });
    expect(await productsOf([isbn(100, base), isbn(1099, base)])).toHaveLength(2);
  }, 120_000);

  it('lets only users of a publisher organization import', async () => {
    expect((await postOnix(null, sample())).statusCode).toBe(401);
    expect(expectProblem(await postOnix(readerCookie, sample()), 403).detail).toMatch(/publisher organization/);
    expectProblem(await postEpub(readerCookie, good[0]!, buildSampleEpub()), 403);
  });

  it('refuses files that are not ONIX 3.0 with a 4xx naming the field, writing nothing', async () => {
    const field = (res: Awaited<ReturnType<typeof postOnix>>, status: number) => {
      const problem = expectProblem(res, status);
      expect(problem.errors[0]!.field).toBe('onix');
      return problem.errors[0]!.message;
    };
    expect(field(await postOnix(publisherCookie, 'this is { not: xml }'), 400)).toMatch(/not well-formed XML/);
    expect(field(await postOnix(publisherCookie, ''), 400)).toMatch(/choose an ONIX file/);
    expect(field(await postOnix(publisherCookie, '<html><body>hi</body></html>'), 422)).toMatch(/root element is <html>/);
    const onix21 = onixMessage([onixProduct({ isbn: isbn(5900, base) })], '<ONIXMessage release="2.1">');
    expect(field(await postOnix(publisherCookie, onix21), 422)).toMatch(/not ONIX 3.0 \(release 2.1\)/);
    const short = onixMessage([], '<ONIXmessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/short">', '</ONIXmessage>');
    expect(field(await postOnix(publisherCookie, short), 422)).toMatch(/short tags/);
    // Broken near the end: the whole file is checked first, so not even the first record is written.
    const broken = onixMessage([onixProduct({ isbn: isbn(5901, base) }), '<Product><Oops></Product>']);
    expect(field(await postOnix(publisherCookie, broken), 400)).toMatch(/not well-formed XML/);
    expect(await productsOf([isbn(5900, base), isbn(5901, base)])).toHaveLength(0);
    const entity =
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]><ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">&a;</ONIXMessage>';
    expect((await postOnix(publisherCookie, entity)).statusCode).toBeGreaterThanOrEqual(400);
    expect(field(await postOnix(publisherCookie, Buffer.alloc(ONIX_MAX_BYTES + 1, 32)), 413)).toMatch(/larger than 50 MB/);
  });

  function buildSampleEpub(opts: { isbn?: string } = {}) {
    return buildEpub({
      isbn: opts.isbn ?? good[0]!,
      title: 'The Harbour Keeper',
      author: 'Mara Quill',
      modified: new Date('2026-01-01T00:00:00Z'),
      chapters: [{ title: 'One', paragraphs: ['It began at the harbour.'] }],
      coverSvg: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="15"/>',
    });
  }

  it('imports an EPUB as the EPUB (format 2) galley of an own title, replacing it on re-import', async () => {
    const epub = buildSampleEpub();
    // A reader who shelved the title is told once when its galley arrives (not the publisher who imported it).
    const shelved = await test.app.inject({
      method: 'POST',
      url: '/api/v1/me/shelves/Favorites',
      payload: [{ sku: good[0] }],
      headers: { cookie: readerCookie },
    });
    expect(shelved.statusCode).toBe(200);
    const galleyNotices = async (cookie: string) =>
      (
        (await test.app.inject({ method: 'GET', url: '/api/v1/me/notifications', headers: { cookie } })).json() as {
          notifications: Array<{ kind: string }>;
        }
      ).notifications.filter((n) => n.kind === 'galley').length;
    const res = await postEpub(publisherCookie, good[0]!, epub);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sku: good[0],
      resourceId: `${good[0]}-2`,
      format: 2,
      title: 'The Harbour Keeper',
      coverImage: 'OEBPS/images/cover.svg',
      // The publisher sent a cover link in ONIX: it stays the jacket.
      jacket: 'https://example.com/covers/1.jpg',
      created: true,
    });
    expect((await postEpub(publisherCookie, good[0]!, epub)).json()).toMatchObject({ created: false });
    expect(await galleyNotices(readerCookie)).toBe(1);
    expect(await galleyNotices(publisherCookie)).toBe(0);
    const files = await database.db.select().from(galleyFiles).where(eq(galleyFiles.sku, good[0]!));
    expect(files).toHaveLength(1);
    expect(files[0]!.size).toBe(epub.byteLength);
    const formats = await database.db.select().from(reviewCopyFormats).where(eq(reviewCopyFormats.sku, good[0]!));
    expect(formats.map((f) => f.format)).toEqual([2]);
    expect((await productsOf([good[0]!]))[0]!.reviewCopyAvailability).toBe(999999);
    // The reader downloads what was imported.
    const download = await test.app.inject({ method: 'GET', url: formats[0]!.resourceUri, headers: { cookie: publisherCookie } });
    expect([200, 403]).toContain(download.statusCode);
    // Only into the publisher's own titles.
    expectProblem(await postEpub(otherCookie, good[0]!, epub), 403);
    expectProblem(await postEpub(publisherCookie, '9790000000000', epub), 404);
  });

  it("makes the EPUB's cover the jacket of a title with a generated one, served as WebP at the jacket heights", async () => {
    const sku = good[2]!; // imported from ONIX without a cover link: the generated jacket
    const jacketOf = async () => (await productsOf([sku]))[0]!.images.find((i) => i.type === 'jacketCover')!.uri;
    expect(await jacketOf()).toBe(`/covers/${sku}.svg`);
    const red = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300"><rect width="200" height="300" fill="#c00"/></svg>';
    const epub = buildEpub({
      isbn: sku,
      title: 'Third Light',
      author: 'Mara Quill',
      modified: new Date('2026-01-01T00:00:00Z'),
      chapters: [{ title: 'One', paragraphs: ['Light.'] }],
      coverSvg: red,
    });
    const res = await postEpub(publisherCookie, sku, epub);
    expect(res.statusCode).toBe(200);
    const jacket = res.json<{ jacket: string }>().jacket;
    expect(jacket).toMatch(new RegExp(`^/covers/${sku}/jacket/[\\w-]+\\.webp$`));
    expect(await jacketOf()).toBe(jacket);
    // Readers see it on the title, and the server makes it at each jacket height (2:3), from the cover's own picture.
    const title = await test.app.inject({ method: 'GET', url: `/api/v1/products/${sku}`, headers: { cookie: readerCookie } });
    expect(title.json<{ images: Array<{ type: string; uri: string }> }>().images[0]).toMatchObject({ type: 'jacketCover', uri: jacket });
    for (const height of [200, 600]) {
      const image = await test.app.inject({ method: 'GET', url: `${jacket}?height=${height}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const { width, height: h } = await sharp(image.rawPayload).metadata();
      expect([width, h]).toEqual([coverWidth(height), height]);
      const { dominant } = await sharp(image.rawPayload).stats();
      expect(dominant.r).toBeGreaterThan(150);
      expect(dominant.g).toBeLessThan(60);
    }
    expect((await test.app.inject({ method: 'GET', url: `/covers/${sku}/jacket/other.webp` })).statusCode).toBe(404);
    // A new EPUB's cover replaces it under a new URI; a cover that is no picture leaves the jacket as it is.
    const blue = buildEpub({
      isbn: sku,
      title: 'Third Light',
      author: 'Mara Quill',
      modified: new Date('2026-01-02T00:00:00Z'),
      chapters: [{ title: 'One', paragraphs: ['Light.'] }],
      coverSvg: red.replace('#c00', '#00c'),
    });
    const second = (await postEpub(publisherCookie, sku, blue)).json<{ jacket: string }>().jacket;
    expect(second).not.toBe(jacket);
    expect(await jacketOf()).toBe(second);
    const broken = zip({ ...epubFiles(blue), 'OEBPS/images/cover.svg': text('not a picture') });
    const kept = await postEpub(publisherCookie, sku, broken);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ jacket: second });
  });

  it('limits imports per user and hour (429 with Retry-After), each user on their own', async () => {
    const tight = { max: 2, windowMs: 60 * 60_000 };
    const limited = await createTestApp({ rateLimits: { ...GENEROUS_LIMITS, onixImportPerUser: tight, galleyImportPerUser: tight } }, database);
    try {
      const onix = (cookie: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/publisher/import/onix',
          payload: onixMessage([onixProduct({ isbn: isbn(7000, base), title: 'Limited' })]),
          headers: { 'content-type': 'application/xml', cookie },
        });
      expect((await onix(publisherCookie)).statusCode).toBe(200);
      expect((await onix(publisherCookie)).statusCode).toBe(200);
      const over = await onix(publisherCookie);
      expect(expectProblem(over, 429).detail).toMatch(/too many attempts/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await onix(otherCookie)).statusCode).toBe(200);
      const epub = (cookie: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/v1/publisher/import/galleys/${good[2]}`,
          payload: Buffer.from(buildSampleEpub({ isbn: good[2] })),
          headers: { 'content-type': 'application/epub+zip', cookie },
        });
      expect((await epub(publisherCookie)).statusCode).toBe(200);
      expect((await epub(publisherCookie)).statusCode).toBe(200);
      expectProblem(await epub(publisherCookie), 429);
    } finally {
      await limited.close();
    }
  });

  it('refuses hostile or broken EPUB files with a clear 4xx naming the field', async () => {
    const sku = good[1]!;
    const refused = async (body: Uint8Array, status: number) => {
      const problem = expectProblem(await postEpub(publisherCookie, sku, body), status);
      expect(problem.errors[0]!.field).toBe('epub');
      return problem.errors[0]!.message;
    };
    const files = epubFiles(buildSampleEpub());
    expect(await refused(text('plain text, not a zip'), 422)).toMatch(/not a zip/);
    expect(await refused(zip({ ...files, '../evil.xhtml': text('x') }), 422)).toMatch(/unsafe path.*\.\.\/evil/);
    expect(await refused(zip({ ...files, 'OEBPS\\win.xhtml': text('x') }), 422)).toMatch(/unsafe path/);
    expect(await refused(zip({ ...files, '/etc/passwd': text('x') }), 422)).toMatch(/unsafe path/);
    const opf = new TextDecoder().decode(files['OEBPS/content.opf']);
    const noSpine = opf.replace(/<spine[\s\S]*<\/spine>/, '');
    expect(await refused(zip({ ...files, 'OEBPS/content.opf': text(noSpine) }), 422)).toMatch(/no spine/);
    const { ['META-INF/container.xml']: _container, ...noContainer } = files;
    expect(await refused(zip(noContainer), 422)).toMatch(/container.*missing/);
    const missingChapter = Object.fromEntries(Object.entries(files).filter(([name]) => name !== 'OEBPS/chapter-1.xhtml'));
    expect(await refused(zip(missingChapter), 422)).toMatch(/chapter-1.xhtml" is missing/);
    const many = Object.fromEntries(Array.from({ length: EPUB_MAX_ENTRIES + 1 }, (_, i) => [`OEBPS/f${i}.txt`, new Uint8Array(0)]));
    expect(await refused(zip({ ...files, ...many }), 413)).toMatch(/more than 10000 files/);
    expect(await database.db.select().from(galleyFiles).where(eq(galleyFiles.sku, sku))).toHaveLength(0);
  }, 120_000);

  it('refuses zip bombs by their declared sizes and, when those lie, by stopping the inflation; and oversized files', async () => {
    const refused = async (body: Uint8Array, status: number) => {
      const problem = expectProblem(await postEpub(publisherCookie, good[1]!, body), status);
      expect(problem.errors[0]!.field).toBe('epub');
      return problem.errors[0]!.message;
    };
    expect(await refused(zipBomb(310, false), 413)).toMatch(/more than 300 MB \(a zip bomb\?\)/);
    expect(await refused(zipBomb(310, true), 413)).toMatch(/more than 300 MB \(a zip bomb\?\)/);
    expect(await refused(Buffer.alloc(EPUB_MAX_BYTES + 1), 413)).toMatch(/larger than 100 MB/);
    expect(await database.db.select().from(galleyFiles).where(eq(galleyFiles.sku, good[1]!))).toHaveLength(0);
  }, 300_000);
});
