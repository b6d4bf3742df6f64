import { expect, test, type APIRequestContext } from '@playwright/test';
import { FIRST_ROUTE_CEILING_KIB, measureFirstRouteJs } from '../../scripts/firstRouteJs.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';
import { CLIENT_DIR } from './env.ts';

/**
 * The first routes' JS on the built client, measured as the bench measures it (scripts/firstRouteJs.ts): every script a
 * first visit asks for before the app's first-paint mark, gzipped, within the route's FIRST_ROUTE_CEILING_KIB; and
 * neither those nor the scripts of the seconds after hold the reader, the export or import code.
 * FIRST_ROUTE_BUDGET_KIB=<KiB> checks every route against that figure instead.
 */
const overridden = process.env.FIRST_ROUTE_BUDGET_KIB ? Number(process.env.FIRST_ROUTE_BUDGET_KIB) : undefined;

// Each visit waits a few seconds after its paint for the deferred loads.
test.describe.configure({ timeout: 90_000 });

async function firstTitlePath(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.get('/api/v1/filters/0/titles?pageSize=1')).json()) as { products: { sku: string }[] };
  return `/title/${answer.products[0]!.sku}`;
}

const ROUTES: Array<{ key: keyof typeof FIRST_ROUTE_CEILING_KIB; signedIn: boolean; path: (request: APIRequestContext) => Promise<string> }> = [
  { key: '/', signedIn: false, path: async () => '/' },
  { key: '/title/{sku}', signedIn: false, path: firstTitlePath },
  { key: 'signedIn /', signedIn: true, path: async () => '/' },
  { key: 'signedIn /yourbooks', signedIn: true, path: async () => '/yourbooks' },
];

for (const { key, signedIn, path } of ROUTES) {
  const budget = overridden ?? FIRST_ROUTE_CEILING_KIB[key];
  test(`first route ${key}: at most ${budget} KiB gz of JS before its first paint, no reader, export or import code`, async ({
    browser,
    baseURL,
  }) => {
    // A fresh context without the service worker: every script comes from the network, as on a first visit.
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    try {
      if (signedIn) {
        const login = await context.request.post('/api/v1/login', {
          form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD },
          headers: { origin: baseURL! },
        });
        expect(login.ok()).toBe(true);
      }
      const route = await path(context.request);
      const figures = await measureFirstRouteJs(await context.newPage(), `${baseURL}${route}`, CLIENT_DIR);
      const files = figures.beforePaint.map((file) => `${file.gzKiB} ${file.file}`).join('\n');
      expect(figures.files, 'scripts before the first paint').toBeGreaterThan(0);
      expect(figures.jsGzKiB, `${route}: gzipped JS before the first paint, KiB\n${files}`).toBeLessThanOrEqual(budget);
      expect(figures.heavyPartsLoaded, `${route}: heavy parts loaded`).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
