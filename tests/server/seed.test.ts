import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { seedDemoData, seedIfEmpty, type SeedResult } from '../../src/server/db/seed/seed.ts';
import { demoSeedRuns, imprints, products } from '../../src/server/db/schema/catalog.ts';
import {
  affiliationCircles,
  affiliationMemberships,
  affiliationOwners,
  affiliations,
  groupValidationItems,
} from '../../src/server/db/schema/communities.ts';
import { galleyFiles, reviewCopyApprovalRules, reviewCopyFormats } from '../../src/server/db/schema/galleys.ts';
import { organizations, users } from '../../src/server/db/schema/identity.ts';
import { galleyRequests } from '../../src/server/db/schema/requests.ts';
import { isValidIsbn13 } from '../../src/shared/domain/isbn.ts';
import { checkPassword } from '../../src/shared/domain/password.ts';
import { checkEpub } from '../unit/epubCheck.ts';

let database: Database;
let first: SeedResult;
let seedMs = 0;
const now = new Date();

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  const started = performance.now();
  first = await seedIfEmpty(database.db, { now });
  seedMs = performance.now() - started;
  console.info(`demo seed on memory PGlite: ${Math.round(seedMs)} ms`, first.counts);
});
afterAll(() => database?.close());

describe('demo seed', () => {
  it('seeds once and names the demo account', async () => {
    expect(first.seeded).toBe(true);
    expect(first.demo).toEqual({ email: 'demo@booktrade.test', password: 'Demo-pass1!' });
    expect(checkPassword(first.demo.password)).toBeNull();
    const again = await seedIfEmpty(database.db);
    expect(again.seeded).toBe(false);
    const [runs] = await database.db.select({ n: count() }).from(demoSeedRuns);
    expect(runs!.n).toBe(1);
  });

  it('makes 400+ titles with every product field filled', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(400);
    for (const p of rows) {
      expect(isValidIsbn13(p.ean)).toBe(true);
      expect(p.sku).toBe(p.ean);
      for (const field of [
        'name',
        'author',
        'supplier',
        'publisher',
        'format',
        'formatDescription',
        'pubDatePeriodDisplay',
        'category',
        'publishingStatus',
      ] as const) {
        expect(p[field], `${p.sku} ${field}`).not.toBe('');
      }
      expect(p.pubDate).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(p.prices.find((x) => x.name === 'USD')?.price).toBeGreaterThan(0);
      expect(p.images.filter((i) => i.type === 'jacketCover')).toEqual([
        { type: 'jacketCover', uri: `/covers/${p.sku}.svg`, caption: expect.any(String) },
      ]);
      const interiors = p.images.filter((i) => i.type === 'interior').length;
      expect(interiors).toBeGreaterThanOrEqual(1);
      expect(interiors).toBeLessThanOrEqual(3);
      expect(p.links.length).toBeGreaterThan(0);
      expect(Object.values(p.descriptions).every((d) => d.length > 20)).toBe(true);
      if (p.format !== 'Audiobook') expect(p.pages).toBeGreaterThan(0);
    }
    const distinct = (pick: (p: (typeof rows)[number]) => string) => new Set(rows.map(pick)).size;
    expect(distinct((p) => p.supplier)).toBeGreaterThanOrEqual(8);
    expect(distinct((p) => p.category)).toBeGreaterThanOrEqual(8);
    expect(distinct((p) => p.series)).toBeGreaterThan(5);
    expect(distinct((p) => p.format)).toBeGreaterThanOrEqual(4);
    expect(rows.filter((p) => p.markupNotes.length > 0).length).toBeGreaterThan(20);
    expect(rows.some((p) => p.prices.some((x) => x.name !== 'USD'))).toBe(true);
    const today = now.toISOString().slice(0, 10);
    const frontlist = rows.filter((p) => p.pubDate! > today).length;
    expect(frontlist).toBeGreaterThan(50);
    expect(rows.length - frontlist).toBeGreaterThan(50);
    const [imprintCount] = await database.db.select({ n: count() }).from(imprints);
    expect(imprintCount!.n).toBeGreaterThanOrEqual(8);
  });

  it('stores valid EPUB 3 galleys for 40+ titles, with open, protected and expired format entries', async () => {
    const formats = await database.db.select().from(reviewCopyFormats);
    const galleySkus = new Set(formats.map((f) => f.sku));
    expect(galleySkus.size).toBeGreaterThanOrEqual(40);
    expect(formats.some((f) => f.format === 2)).toBe(true);
    expect(formats.some((f) => f.format === 4)).toBe(true);
    expect(formats.some((f) => f.drmMethod === 'open')).toBe(true);
    expect(formats.some((f) => f.drmMethod !== 'open')).toBe(true);
    expect(formats.some((f) => f.drcExpirationDate! < now)).toBe(true);
    const files = await database.db.select().from(galleyFiles);
    // Every entry but the external URLs (1000) has its file.
    expect(files.length).toBe(formats.filter((f) => f.format !== 1000).length);
    const epubSkus = new Set(files.filter((f) => f.mediaType === 'application/epub+zip').map((f) => f.sku));
    expect(epubSkus.size).toBeGreaterThanOrEqual(40);
    for (const file of files.filter((f) => f.format === 2)) {
      expect(file.size).toBe(file.bytes!.byteLength);
      const report = checkEpub(file.bytes!);
      expect(report.problems, file.resourceId).toEqual([]);
      expect(report.chapters).toBeGreaterThanOrEqual(5);
      expect(report.opf).toContain(`urn:isbn:${file.sku}`);
    }
    const withDates = await database.db
      .select()
      .from(products)
      .where(sql`${products.digitalUpdatedDate} is not null`);
    expect(withDates.map((p) => p.sku).sort()).toEqual([...galleySkus].sort());
    expect(withDates.every((p) => p.reviewCopyAvailability === 999999)).toBe(true);
  });

  it('lets a newcomer get an open galley at once: auto-approving publishers have live open EPUBs', async () => {
    const rows = await database.db
      .select({
        sku: reviewCopyFormats.sku,
        mode: reviewCopyApprovalRules.mode,
        drm: reviewCopyFormats.drmMethod,
        expires: reviewCopyFormats.drcExpirationDate,
      })
      .from(reviewCopyFormats)
      .innerJoin(products, eq(products.sku, reviewCopyFormats.sku))
      .innerJoin(reviewCopyApprovalRules, eq(reviewCopyApprovalRules.publisherId, products.publisherId));
    const live = rows.filter((r) => r.mode === 'autoApproveAll' && r.drm === 'open' && r.expires! > now);
    expect(new Set(live.map((r) => r.sku)).size).toBeGreaterThanOrEqual(10);
    expect(rows.some((r) => r.mode === 'manual')).toBe(true);
    expect(rows.some((r) => r.mode === 'autoApproveListedUsers')).toBe(true);
  });

  it("offers PDF, audio (mp3 with its zip) and external URL entries on some live galleys, the demo account's approved ones included", async () => {
    const formats = await database.db.select().from(reviewCopyFormats);
    const files = new Map((await database.db.select().from(galleyFiles)).map((f) => [f.resourceId, f]));
    const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
    const pdfs = formats.filter((f) => f.format === 3);
    expect(pdfs.length).toBeGreaterThanOrEqual(3);
    for (const pdf of pdfs) {
      const body = text(files.get(pdf.resourceId)!.bytes!);
      expect(body.startsWith('%PDF-1.4')).toBe(true);
      const xref = Number(body.match(/startxref\n(\d+)/)![1]);
      expect(body.slice(xref, xref + 4)).toBe('xref');
    }
    const mp3s = formats.filter((f) => f.format === 11);
    expect(mp3s.length).toBeGreaterThanOrEqual(2);
    for (const mp3 of mp3s) {
      const file = files.get(mp3.resourceId)!;
      expect([...file.bytes!.subarray(0, 2)]).toEqual([0xff, 0xfb]);
      const zip = formats.find((f) => f.resourceId === `${mp3.sku}-12`)!;
      expect(mp3.audioZipUrl).toBe(zip.resourceUri);
      expect(mp3.audioZipFileSize).toBe(files.get(zip.resourceId)!.size);
      expect(text(files.get(zip.resourceId)!.bytes!.subarray(0, 2))).toBe('PK');
      expect(mp3.audioChapterUrlByChapter).toEqual({ '1': mp3.resourceUri });
      expect(mp3.audioChapterFileSizeByChapter).toEqual({ '1': file.size });
    }
    const external = formats.filter((f) => f.format === 1000);
    expect(external.length).toBeGreaterThanOrEqual(2);
    expect(external.every((f) => f.resourceUri.startsWith('https://') && !files.has(f.resourceId))).toBe(true);
    // The EPUB stays the first entry of every title.
    const first = new Map<string, number>();
    for (const f of [...formats].sort((a, b) => a.position - b.position)) if (!first.has(f.sku)) first.set(f.sku, f.format);
    expect([...first.values()].every((format) => format === 2)).toBe(true);

    const demo = (await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@booktrade.test')))[0]!;
    const approved = await database.db
      .select({ sku: galleyRequests.sku })
      .from(galleyRequests)
      .where(and(eq(galleyRequests.userId, demo.id), eq(galleyRequests.status, 'approved')));
    const approvedSkus = new Set(approved.map((r) => r.sku));
    const offered = new Set(formats.filter((f) => approvedSkus.has(f.sku)).map((f) => f.format));
    expect([...offered].sort((a, b) => a - b)).toEqual(expect.arrayContaining([2, 3, 11, 12, 1000]));
  });

  it('makes communities of every kind', async () => {
    const all = await database.db.select().from(affiliations);
    const items = await database.db.select().from(groupValidationItems);
    const itemsOf = (id: number) => items.filter((i) => i.affiliationId === id);
    expect(all.filter((a) => a.isGenreCommunity).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((a) => !a.isGenreCommunity && itemsOf(a.id).every((i) => i.type === 'group')).length).toBeGreaterThan(2);
    const invited = all.filter((a) => itemsOf(a.id).some((i) => i.type !== 'group'));
    expect(invited.length).toBeGreaterThanOrEqual(1);
    expect(items.find((i) => i.code === 'BOOKFAIR2026')).toBeDefined();
    const circles = await database.db.select().from(affiliationCircles);
    expect(circles.length).toBeGreaterThanOrEqual(1);
    const publisherCommunities = all.filter((a) => a.publisherId !== null);
    expect(publisherCommunities.length).toBeGreaterThanOrEqual(5);
    const owners = await database.db.select().from(affiliationOwners);
    for (const c of publisherCommunities) expect(owners.some((o) => o.affiliationId === c.id)).toBe(true);
    expect(all.some((a) => a.type === 1)).toBe(true);
    expect(all.some((a) => a.status === 'archived')).toBe(true);
  });

  it('creates the demo account (argon2id), a member of several communities, and users with avatars in US and GB orgs', async () => {
    const [demo] = await database.db.select().from(users).where(eq(users.email, 'demo@booktrade.test'));
    expect(demo).toBeDefined();
    expect(demo!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(demo!.passwordHash, 'Demo-pass1!')).toBe(true);
    const memberships = await database.db.select().from(affiliationMemberships).where(eq(affiliationMemberships.userId, demo!.id));
    expect(memberships.length).toBeGreaterThanOrEqual(4);
    const everyone = await database.db.select().from(users);
    expect(everyone.length).toBeGreaterThanOrEqual(20);
    expect(everyone.every((u) => /^\/avatars\/\p{L}{1,2}-\d{1,2}\.svg$/u.test(u.avatarUri))).toBe(true);
    const countries = new Set((await database.db.select().from(organizations)).map((o) => o.country));
    expect(countries).toEqual(new Set(['US', 'GB']));
  });

  it('re-creates the same data on reset (same skus, communities and users)', async () => {
    const before = await database.db.select({ sku: products.sku, name: products.name }).from(products).orderBy(products.sku);
    const communitiesBefore = await database.db.select({ id: affiliations.id, name: affiliations.name }).from(affiliations).orderBy(affiliations.id);
    const result = await seedDemoData(database.db, { reset: true, now });
    expect(result.seeded).toBe(true);
    expect(await database.db.select({ sku: products.sku, name: products.name }).from(products).orderBy(products.sku)).toEqual(before);
    expect(await database.db.select({ id: affiliations.id, name: affiliations.name }).from(affiliations).orderBy(affiliations.id)).toEqual(
      communitiesBefore,
    );
    const demos = await database.db.select().from(users).where(eq(users.email, 'demo@booktrade.test'));
    expect(demos).toHaveLength(1);
    const [runs] = await database.db.select({ n: count() }).from(demoSeedRuns);
    expect(runs!.n).toBe(1);
  });
});
