import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { seedIfEmpty } from '../../src/server/db/seed/seed.ts';
import { products } from '../../src/server/db/schema/catalog.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let testApp: TestApp;
let app: FastifyInstance;
let product: typeof products.$inferSelect;
const IMMUTABLE = 'public, max-age=31536000, immutable';

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  await seedIfEmpty(testApp.database.db);
  [product] = (await testApp.database.db.select().from(products).limit(1)) as [typeof products.$inferSelect];
});
afterAll(() => testApp?.close());

describe('GET /covers/{sku}.svg', () => {
  it.each([135, 200, 360, 450, 600])('answers an SVG jacket at height %i, width 2/3 of it, immutable for a year', async (height) => {
    const res = await app.inject(`/covers/${product.sku}.svg?height=${height}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toMatch(new RegExp(`^<svg [^>]*width="${Math.round((height * 2) / 3)}" height="${height}"`));
    expect(res.body).toContain(product.author.split(' ')[0]);
  });

  it('is what the product image uri points at, at height 600 by default', async () => {
    const uri = product.images.find((i) => i.type === 'jacketCover')!.uri;
    const res = await app.inject(uri);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/width="400" height="600"/);
  });

  it.each(['100', '451', 'big'])('refuses height=%s with a 400 problem naming the field', async (height) => {
    const res = await app.inject(`/covers/${product.sku}.svg?height=${height}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 400, errors: [{ field: 'height' }] });
  });

  it('answers 400 for a malformed sku and 404 for an unknown one', async () => {
    expect((await app.inject('/covers/abc.svg')).statusCode).toBe(400);
    const res = await app.inject('/covers/9780000000002.svg');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
  });
});

describe('GET /covers/{sku}.webp', () => {
  it.each([135, 200, 360, 450, 600])('answers the same jacket as a WebP %i high, immutable for a year', async (height) => {
    const res = await app.inject(`/covers/${product.sku}.webp?height=${height}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: Math.round((height * 2) / 3), height });
    // About 2-13 KB: more than the SVG text, but painted off the main thread (services/coverRaster.ts).
    expect(res.rawPayload.length).toBeLessThan(height * 40);
  });

  it('renders once: the second answer comes from the cache, also kept on disk under DATA_DIR/cache/covers', async () => {
    const first = await app.inject(`/covers/${product.sku}.webp?height=200`);
    const started = performance.now();
    const second = await app.inject(`/covers/${product.sku}.webp?height=200`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(readdirSync(path.join(testApp.dataDir, 'cache', 'covers')).filter((f) => f.endsWith('.webp')).length).toBeGreaterThan(0);
  });

  it('checks the sku and height as the SVG does', async () => {
    expect((await app.inject(`/covers/${product.sku}.webp?height=451`)).statusCode).toBe(400);
    expect((await app.inject('/covers/abc.webp')).statusCode).toBe(400);
    expect((await app.inject('/covers/9780000000002.webp')).statusCode).toBe(404);
  });

  it('serves interior images as WebP too', async () => {
    const uri = product.images.find((i) => i.type === 'interior')!.uri.replace(/\.svg$/, '.webp');
    const thumb = await app.inject(`${uri}?height=360`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe(IMMUTABLE);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 540, height: 360 });
  });
});

describe('GET /covers/{sku}/interior/{n}.svg', () => {
  it('serves thumbnails at height 360 and large images at width 1000', async () => {
    const uri = product.images.find((i) => i.type === 'interior')!.uri;
    const thumb = await app.inject(`${uri}?height=360`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.body).toMatch(/width="540" height="360"/);
    const large = await app.inject(`${uri}?width=1000`);
    expect(large.body).toMatch(/width="1000" height="667"/);
    expect((await app.inject(uri)).statusCode).toBe(200);
  });

  it('refuses other sizes and missing images', async () => {
    const uri = product.images.find((i) => i.type === 'interior')!.uri;
    expect((await app.inject(`${uri}?height=450`)).statusCode).toBe(400);
    expect((await app.inject(`${uri}?height=360&width=1000`)).statusCode).toBe(400);
    expect((await app.inject(`/covers/${product.sku}/interior/9.svg`)).statusCode).toBe(404);
  });
});

describe('GET /avatars/{initials}-{colour}.svg', () => {
  it('draws the initials', async () => {
    const res = await app.inject('/avatars/DR-3.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toContain('>DR</text>');
  });

  it('refuses keys that are not initials and a colour', async () => {
    for (const path of ['/avatars/ABC-1.svg', '/avatars/DR-99.svg', '/avatars/%3Cb%3E-1.svg']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ status: 400 });
    }
  });
});
