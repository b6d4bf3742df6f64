import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema/catalog.ts';
import { createTestApp, register, type TestApp } from './helpers.ts';

/**
 * index.html as the server sends it for a screen (plugins/client.ts): the screen's first reads and code preloaded from
 * its after-paint template (started once the static shell has painted, with the app's code), so that they load with the JavaScript instead of after it (tests/e2e/first-reads.spec.ts checks that the
 * browser uses them).
 */

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'booktrade-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>shell</title><template id="after-paint"><link rel="modulepreload" href="/assets/app.js"></template></head><body><div class="boot-main" aria-busy="true"><div class="boot-line"></div><noscript>JS</noscript></div></body></html>',
  );
  writeFileSync(
    path.join(clientDir, 'route-chunks.json'),
    JSON.stringify({ title: ['/assets/t1.js'], yourbooks: ['/assets/y1.js', '/assets/y2.js'] }),
  );
  writeFileSync(
    path.join(clientDir, 'screen-texts.json'),
    JSON.stringify({
      yourbooks: { title: 'Your Books', subtitle: 'Shelves & <reviews>' },
      home: { title: 'Welcome', subtitle: 'Discover & <join>' },
    }),
  );
  t = await createTestApp({ clientDir });
  await t.database.db.insert(products).values({ sku: KNOWN_SKU, ean: KNOWN_SKU, name: 'Tides & <Tales> "$&"', author: 'A. Writer' });
});
const KNOWN_SKU = '9780000000019';
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function shellOf(url: string, cookie?: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers.vary).toContain('Cookie');
  const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
  expect(body).toContain('<title>shell</title>');
  return body;
}

/** index.html's after-paint template, without the app's own code (the stub's /assets/app.js). */
const afterPaint = (html: string) =>
  /<template id="after-paint">([\s\S]*?)<link rel="modulepreload" href="\/assets\/app.js"><\/template>/.exec(html)![1]!;
/** What the screen's after-paint template preloads, in order. */
const preloads = (html: string) =>
  [...afterPaint(html).matchAll(/<link rel="(?:preload|modulepreload)"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
/** The page without its after-paint template: what loads with the HTML. */
const withoutAfterPaint = (html: string) => html.replace(/<template id="after-paint">[\s\S]*?<\/template>/, '');

describe("the shell's preloads", () => {
  it("a title page: the title's data and its code (an unknown title has no jacket to preload); the session only when signed in", async () => {
    const html = await shellOf('/title/9780000000001');
    expect(preloads(html)).toEqual(['/api/products/9780000000001', '/assets/t1.js']);
    expect(withoutAfterPaint(html)).not.toContain('<link');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/products/9780000000001">');
    // Low priority: the static shell paints without the code (scripts/viteScriptPriority.ts).
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/t1.js">');
    const { cookie } = await register(t.app);
    expect(preloads(await shellOf('/title/9780000000001', cookie))).toEqual(['/api/v1/me/user', '/api/products/9780000000001', '/assets/t1.js']);
  });

  it('signed-in /yourbooks: the session, its four sections and its code; anonymous (sent to /), none', async () => {
    const { cookie } = await register(t.app);
    expect(preloads(await shellOf('/yourbooks', cookie))).toEqual([
      '/api/v1/me/user',
      '/api/v1/me/shelves',
      '/api/v1/me/requests',
      '/api/v1/me/galleys/downloads',
      '/api/v1/me/reviews',
      '/assets/y1.js',
      '/assets/y2.js',
    ]);
    expect(preloads(await shellOf('/yourbooks'))).toEqual([]);
  });

  it('/ and other screens: none', async () => {
    const { cookie } = await register(t.app);
    for (const url of ['/', '/home', '/search', '/title/a%22b/x']) {
      expect(preloads(await shellOf(url)), url).toEqual([]);
      expect(preloads(await shellOf(url, cookie)), url).toEqual([]);
    }
  });
});

describe('a title page drawn before any script runs', () => {
  it("carries the title's name and its jacket in place of the skeleton lines, at the preloaded sizes; text escaped", async () => {
    const html = await shellOf(`/title/${KNOWN_SKU}`);
    const main = /<div class="boot-main" aria-busy="true">([\s\S]*?)<noscript>/.exec(html)![1]!;
    expect(main).not.toContain('boot-line');
    expect(main).toContain('<div class="boot-heading">Tides &amp; &lt;Tales> &quot;$&amp;&quot;</div>');
    expect(main).toContain(`<source type="image/webp" srcset="/covers/${KNOWN_SKU}.webp?height=`);
    const img = /<img class="boot-jacket"[^>]*>/.exec(main)![0];
    expect(img).toContain(`src="/covers/${KNOWN_SKU}.svg?height=600"`);
    expect(img).toContain('sizes="(max-width: 814.98px) 120px, 300px"');
    expect(img).toContain('width="300" height="450"');
    // The same files and sizes as the jacket preload in the head.
    // In the head, not after the first paint: the jacket is the page's largest paint.
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(withoutAfterPaint(html))![0];
    const webp = /<source type="image\/webp" srcset="([^"]+)"/.exec(main)![1];
    expect(preload).toContain(`imagesrcset="${webp}"`);
  });

  it("signed-in /yourbooks carries its heading and subtitle (the screen's largest paint) from the build's screen texts", async () => {
    const { cookie } = await register(t.app);
    const html = await shellOf('/yourbooks', cookie);
    const main = /<div class="boot-main" aria-busy="true">([\s\S]*?)<noscript>/.exec(html)![1]!;
    expect(main).toBe(
      '<div class="boot-page"><div class="boot-screen-title">Your Books</div><p class="boot-screen-subtitle">Shelves &amp; &lt;reviews></p></div>',
    );
    expect(await shellOf('/yourbooks')).not.toContain('boot-screen-title');
  });

  it("an anonymous visitor's / and /home carry the welcome (the screen's largest paint) above the lanes' skeleton; signed in, the skeleton", async () => {
    const welcome =
      '<div class="boot-page"><div class="boot-screen-title">Welcome</div><p class="boot-screen-subtitle">Discover &amp; &lt;join></p></div>' +
      '<div class="boot-line"></div><div class="boot-line boot-short"></div>';
    for (const url of ['/', '/home', '/home/'])
      expect(/<div class="boot-main" aria-busy="true">([\s\S]*?)<noscript>/.exec(await shellOf(url))![1], url).toBe(welcome);
    const { cookie } = await register(t.app);
    expect(await shellOf('/', cookie)).not.toContain('boot-screen-title');
  });

  it('an unknown title and other screens keep the skeleton', async () => {
    for (const url of ['/title/9780000000001', '/search', '/homes']) {
      const html = await shellOf(url);
      expect(html, url).not.toContain('boot-heading');
      expect(html, url).not.toContain('boot-screen-title');
    }
  });
});
