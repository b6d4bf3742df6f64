/** The Export dialog of the title lists (Action menu -> Share or Export), signed in as the demo user. */
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { builtChunksMatching, precachedUrls, setOffline, sitePath, waitForServiceWorkerControl } from './pwa.ts';

interface ApiTitle {
  sku: string;
  ean: string;
  name: string;
  pubDate: string | null;
}
interface ApiPage {
  products: ApiTitle[];
  totalCount: number;
}

const HEADER = ['ISBN', 'Title', 'Author', 'Imprint', 'Format', 'Pub Date', 'Price', 'Pages', 'Dimensions', 'Category'];
/** Built chunks holding pptxgenjs (its zip writer names this part of a deck). */
const pptxChunks = () => builtChunksMatching(/ppt\/presentation\.xml/);

async function titlesFromApi(page: Page, query: Record<string, string>): Promise<ApiPage> {
  const response = await page.request.get(`/api/v1/filters/0/titles?${new URLSearchParams(query).toString()}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiPage;
}

/** Records (RFC 4180) of a CSV text: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

async function openExport(page: Page, actionLabel: string): Promise<void> {
  await page.getByRole('button', { name: actionLabel }).click();
  await page.getByRole('menuitem', { name: 'Share or Export' }).click();
}

/** Chooses a format, waits for Download Ready and takes the file. */
async function exportTo(dialog: Locator, format: 'Excel' | 'PowerPoint', fileName: string): Promise<Download> {
  await dialog.getByRole('button', { name: format, exact: true }).click();
  await expect(dialog.getByText('Download Ready')).toBeVisible({ timeout: 30_000 });
  const link = dialog.getByRole('link', { name: `Download ${fileName}` });
  await expect(link).toBeFocused();
  const [download] = await Promise.all([dialog.page().waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  return download;
}

async function csvRows(download: Download): Promise<string[][]> {
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return parseCsv(text.slice(1));
}

/** Slide XML of a .pptx file, in slide order. */
async function slides(download: Download): Promise<{ xml: string[]; media: string[] }> {
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const names = Object.keys(files);
  const slideNames = names.filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  slideNames.sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
  return { xml: slideNames.map((name) => strFromU8(files[name]!)), media: names.filter((name) => name.startsWith('ppt/media/')) };
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const deckLabel = (pubDate: string | null) => (pubDate && new Date(pubDate).getTime() > Date.now() ? 'FRONTLIST' : 'BACKLIST');

test.beforeEach(async ({ page, baseURL }) => {
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
});

test('three selected titles export to list.csv and list.pptx; pptxgenjs loads only for PowerPoint', async ({ page }) => {
  expect(pptxChunks().length).toBeGreaterThan(0);
  expect(precachedUrls().filter((url) => pptxChunks().includes(url))).toEqual([]);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(sitePath(request.url())));

  const first = await titlesFromApi(page, { sort: 'onSaleDate', order: 'desc' });
  const picked = [first.products[3]!, first.products[0]!, first.products[7]!];
  await page.goto('/search');
  for (const title of picked) await page.locator(`.tl-grid [data-sku="${title.sku}"]`).getByRole('checkbox').check();

  await openExport(page, 'Action 3 Titles');
  const dialog = page.getByRole('dialog', { name: 'Export Information for 3 titles' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close export' })).toBeFocused();
  await expect(dialog.getByRole('list', { name: 'Jackets of the titles to export' }).getByRole('img')).toHaveCount(3);
  await expect(dialog.getByRole('heading', { name: 'Export To' })).toBeVisible();

  const csv = await csvRows(await exportTo(dialog, 'Excel', 'list.csv'));
  expect(csv[0]).toEqual(HEADER);
  expect(csv.slice(1).map((row) => [row[0], row[1]])).toEqual(picked.map((t) => [t.ean, t.name]));
  expect(csv.slice(1).every((row) => row.length === HEADER.length)).toBe(true);
  // Closed shortly after the file was taken; the focus is back on the Action menu button.
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Action 3 Titles' })).toBeFocused();
  expect(scripts.filter((file) => pptxChunks().includes(file))).toEqual([]);

  await openExport(page, 'Action 3 Titles');
  const deck = await slides(await exportTo(dialog, 'PowerPoint', 'list.pptx'));
  expect(scripts.filter((file) => pptxChunks().includes(file)).length).toBeGreaterThan(0);
  expect(deck.xml).toHaveLength(3);
  deck.xml.forEach((xml, i) => {
    expect(xml).toContain(xmlText(picked[i]!.name));
    expect(xml).toContain(`ISBN: ${picked[i]!.ean}`);
    expect(xml).toContain(`>${deckLabel(picked[i]!.pubDate)}<`);
  });
  // Every slide got its cover, rasterised to PNG.
  expect(deck.media.filter((name) => name.endsWith('.png'))).toHaveLength(3);
  await expect(dialog).toHaveCount(0);
});

test('with no selection the export takes every title of the searched list', async ({ page }) => {
  // A word of a title name that matches more than one page of 20 titles, and not too many.
  const all = await titlesFromApi(page, { pageSize: '100' });
  let word = '';
  let expected: ApiPage | null = null;
  outer: for (const title of all.products) {
    for (const candidate of title.name.split(/[^A-Za-z]+/).filter((w) => w.length >= 4)) {
      const found = await titlesFromApi(page, { q: candidate, pageSize: '100' });
      if (found.totalCount > 20 && found.totalCount <= 60) {
        [word, expected] = [candidate, found];
        break outer;
      }
    }
  }
  expect(expected, 'a demo title word matching 21-60 titles').not.toBeNull();

  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  await expect(page.locator('.tl-grid > li')).toHaveCount(20);
  await expect(page.getByRole('navigation', { name: 'Pages (top)' })).toBeVisible();
  await openExport(page, 'Action All Titles');
  const dialog = page.getByRole('dialog', { name: `Export Information for ${expected!.totalCount} titles` });
  await expect(dialog.getByRole('list', { name: 'Jackets of the titles to export' }).getByRole('listitem')).toHaveCount(expected!.totalCount);

  const rows = (await csvRows(await exportTo(dialog, 'Excel', 'list.csv'))).slice(1);
  expect(rows).toHaveLength(expected!.totalCount);
  expect(rows.map((row) => row[0]).sort()).toEqual(expected!.products.map((t) => t.ean).sort());
});

test('the dialog closes with Escape, and both exports work offline once the titles are read', async ({ page, context }) => {
  const picked = (await titlesFromApi(page, { sort: 'onSaleDate', order: 'desc' })).products.slice(0, 2);
  await page.goto('/search');
  await waitForServiceWorkerControl(page);
  const tile = (sku: string) => page.locator(`.tl-grid [data-sku="${sku}"]`);
  for (const title of picked) await tile(title.sku).getByRole('checkbox').check();

  await openExport(page, 'Action 2 Titles');
  const dialog = page.getByRole('dialog', { name: 'Export Information for 2 titles' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Action 2 Titles' })).toBeFocused();

  // PowerPoint used once online: the worker keeps its chunk for later, offline use.
  await openExport(page, 'Action 2 Titles');
  await exportTo(dialog, 'PowerPoint', 'list.pptx');
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(tile(picked[0]!.sku)).toBeVisible();
  for (const title of picked) await tile(title.sku).getByRole('checkbox').check();
  await openExport(page, 'Action 2 Titles');
  await expect(dialog.getByRole('button', { name: 'Excel', exact: true })).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveCount(2);

  await setOffline(context, true);
  try {
    const csv = await csvRows(await exportTo(dialog, 'Excel', 'list.csv'));
    expect(csv.slice(1).map((row) => row[0])).toEqual(picked.map((t) => t.ean));
    await openExport(page, 'Action 2 Titles');
    const deck = await slides(await exportTo(dialog, 'PowerPoint', 'list.pptx'));
    expect(deck.xml).toHaveLength(2);
    expect(deck.media.filter((name) => name.endsWith('.png'))).toHaveLength(2);
  } finally {
    await setOffline(context, false);
  }
});

test('the dialog is 700 px wide on desktop and full width on phones', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/search');
  await page.locator('.tl-grid > li').first().getByRole('checkbox').check();
  await openExport(page, 'Action 1 Title');
  const dialog = page.getByRole('dialog', { name: 'Export Information for 1 title' });
  await expect(dialog.getByRole('button', { name: 'Excel', exact: true })).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBe(700);
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = (await dialog.boundingBox())!;
  expect(phone).toMatchObject({ x: 0, width: 390 });
  expect(Math.round(phone.y + phone.height)).toBe(844);
});
