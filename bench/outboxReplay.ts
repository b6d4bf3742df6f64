import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/server/db/seed/people.ts';
import type { Shelf } from '../src/shared/domain/shelves.ts';
import { resources } from '../src/client/lib/offline/resources.ts';
import { freshDemoDataDir, startServerProcess } from './serverProcess.ts';

const DATA_DIR = '.tmp/bench-outbox';
const PORT = Number(process.env.BENCH_OUTBOX_PORT ?? 3271);
const SHELF_MOVES = 120;
const NEW_COLLECTIONS = 80;
/** Issue 17's target for the 200 changes. */
const BUDGET_MS = 2_000;
const SHELVES = ['Favorites', 'CurrentlyReading', 'FinishedReading', 'AnticipatingHigh'] satisfies Shelf[];

/** Changes waiting in the outbox database (booktrade-outbox), read in the page. */
const outboxCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('booktrade-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('changes')) return resolve(0);
          const count = db.transaction('changes').objectStore('changes').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
      }),
  );

/**
 * Outbox replay of 200 changes on loopback: signed in as the demo account in Chromium, offline, 120 shelf moves
 * of 20 titles (each title's moves replayed one after another in order) and 80 new collections (independent,
 * replayed in parallel) are queued by the service worker as the app queues them (sendChange's headers); then online,
 * the time from the `online` event until the outbox is empty, and a check that the server holds exactly the final
 * state. Then the same with the 120 moves as one chain of one resource (oneChainMs).
 */
export async function measureOutboxReplay(root: string) {
  const dataDir = freshDemoDataDir(root, DATA_DIR);
  const server = await startServerProcess(root, { DATA_DIR: dataDir }, PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { Origin: server.url } });
    if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`);
    const userId = ((await (await page.request.get('/api/v1/me/user')).json()) as { user: { id: number } }).user.id;
    const skus = (
      (await (await page.request.get('/api/v1/filters/0/titles?pageSize=20')).json()) as { products: Array<{ sku: string }> }
    ).products.map((p) => p.sku);
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    /**
     * One round: 200 changes queued offline, then the time from `online` until the outbox is empty, and a check of
     * the server's state. `asTheAppQueues`: each move names its title's resource and supersedes (resources.shelfMove,
     * useSetShelf), so of a title's moves only the last is sent; otherwise every move names one resource ('shelves')
     * and none supersedes: one chain of 120 requests, the worst case (the workload of this bench before).
     */
    const round = async (asTheAppQueues: boolean) => {
      const prefix = `Bench ${Date.now().toString(36)}`;
      const changes = [
        ...Array.from({ length: SHELF_MOVES }, (_, i) => ({
          method: 'POST',
          path: `/api/v1/me/shelves/${SHELVES[Math.floor(i / skus.length) % SHELVES.length]}`,
          body: JSON.stringify([{ sku: skus[i % skus.length] }]),
          resource: asTheAppQueues ? resources.shelf(skus[i % skus.length]!) : 'shelves',
          supersedes: asTheAppQueues,
        })),
        ...Array.from({ length: NEW_COLLECTIONS }, (_, i) => ({
          method: 'PUT',
          path: '/api/v1/me/collections',
          body: JSON.stringify({ type: 2, name: encodeURIComponent(`${prefix} ${i}`), products: [] }),
          resource: `collection:new:${i}`,
          supersedes: false,
        })),
      ];
      await context.setOffline(true);
      const queued = await page.evaluate(
        async ({ changes, userId }) => {
          let count = 0;
          for (const change of changes) {
            const response = await fetch(change.path, {
              method: change.method,
              body: change.body,
              headers: {
                'Content-Type': 'application/json',
                Accept: 'application/json',
                'Idempotency-Key': crypto.randomUUID(),
                'X-Change-User': String(userId),
                'X-Change-Resource': encodeURIComponent(change.resource),
                'X-Change-Label': encodeURIComponent(JSON.stringify({ key: 'bench' })),
                ...(change.supersedes ? { 'X-Change-Supersedes': '1' } : {}),
              },
            });
            if (response.status === 202) count += 1;
          }
          return count;
        },
        { changes, userId },
      );
      if (queued !== changes.length || (await outboxCount(page)) !== changes.length)
        throw new Error(`only ${queued} of ${changes.length} changes were queued`);

      const started = performance.now();
      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      const deadline = Date.now() + 120_000;
      let left: number;
      let reportAt = Date.now() + 10_000;
      while ((left = await outboxCount(page)) > 0) {
        if (Date.now() > deadline) throw new Error(`the outbox did not drain within 120 s (${left} changes left)`);
        if (Date.now() > reportAt) {
          console.log(`outbox: ${left} changes left after ${Math.round(performance.now() - started)} ms`);
          reportAt += 10_000;
        }
        await page.waitForTimeout(20);
      }
      const ms = Math.round(performance.now() - started);

      // The server holds exactly the final state: each title on the shelf of its last move, each collection once.
      const shelves = (await (await page.request.get('/api/v1/me/shelves')).json()) as Array<{ sku: string; shelf: string }>;
      const lastMove = new Map<string, string>();
      changes
        .slice(0, SHELF_MOVES)
        .forEach((change) => lastMove.set((JSON.parse(change.body) as [{ sku: string }])[0].sku, change.path.split('/').pop()!));
      const wrong = [...lastMove].filter(([sku, shelf]) => shelves.find((item) => item.sku === sku)?.shelf !== shelf);
      const made = ((await (await page.request.get('/api/v1/me/collections')).json()) as Array<{ name: string }>).filter((c) =>
        c.name.startsWith(prefix),
      );
      if (wrong.length || made.length !== NEW_COLLECTIONS) throw new Error(`replay state wrong: ${wrong.length} shelves, ${made.length} collections`);
      return { changes: changes.length, ms };
    };
    const { changes, ms } = await round(true);
    const oneChain = await round(false);
    const overBudget = ms > BUDGET_MS ? [`outbox replay of ${changes} changes ${ms} ms > ${BUDGET_MS} ms`] : [];
    return {
      changes,
      ms,
      perChangeMs: Math.round((ms / changes) * 10) / 10,
      /** The same 200 changes with every move on one resource and none superseding (one chain of 120). */
      oneChainMs: oneChain.ms,
      targetMs: BUDGET_MS,
      overBudget,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
