import { PUBLISHERS } from '../src/server/db/seed/catalogData.ts';
import { DEMO_USER_COUNT } from '../src/server/db/seed/insertPeople.ts';
import { DEMO_PASSWORD, generateUsers } from '../src/server/db/seed/people.ts';
import { DEMO_SEED } from '../src/server/db/seed/seed.ts';
import { pathOf } from '../src/shared/contracts/endpoint.ts';
import { importOnix, onixImportProgress } from '../src/shared/contracts/routes/publisherImport.ts';
import { createRandom } from '../src/shared/domain/random.ts';
import { isbn, onixMessage, onixProduct } from '../tests/fixtures/onix.ts';
import { demoCookie } from './apiThroughput.ts';

/** Products in the bench's ONIX file (each a full record: title, contributors, subject, description, price...). */
export const IMPORT_PRODUCTS = 5_000;

export interface ImportThroughput {
  products: number;
  bytes: number;
  ms: number;
  productsPerSecond: number;
  imported: number;
  failedCount: number;
  /** The first records not imported, with the reason (none expected). */
  failed: Array<{ record: string; message: string }>;
  /** Progress answers read while the server wrote (GET .../onix/{importId}/progress), and the highest `done` seen. */
  progressAnswers: number;
  progressMaxDone: number;
}

/**
 * Products per second of one ONIX 3.0 import (issue 21 §3) on a bench server: a generated file of IMPORT_PRODUCTS
 * new products (978-0 ISBNs, which the seed never makes) of the first demo publisher, sent by its first staff account as the import page sends it (with an
 * import id, its progress asked for once a second), timed from the first byte sent to the answer.
 */
export async function measureImportThroughput(baseUrl: string): Promise<ImportThroughput> {
  const staff = generateUsers(createRandom(DEMO_SEED).fork('people').fork('users'), DEMO_USER_COUNT).find((u) => u.key === 'publisher-staff-0');
  if (!staff) throw new Error('no publisher-staff-0 demo account');
  const cookie = await demoCookie(baseUrl, { email: staff.email, password: DEMO_PASSWORD });
  const { name: publisher, imprints } = PUBLISHERS[0]!;
  const base = 7_000_000;
  const file = Buffer.from(
    onixMessage(
      Array.from({ length: IMPORT_PRODUCTS }, (_, i) =>
        onixProduct({ isbn: isbn(i, base, '9780'), title: `Bench Import ${i}`, publisher, imprint: imprints[i % imprints.length] }),
      ),
    ),
  );
  const importId = crypto.randomUUID();
  let progressAnswers = 0;
  let progressMaxDone = 0;
  let polling = true;
  const poll = (async () => {
    while (polling) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const res = await fetch(baseUrl + pathOf(onixImportProgress, { importId }), { headers: { cookie } });
      if (res.ok) {
        progressAnswers += 1;
        progressMaxDone = Math.max(progressMaxDone, ((await res.json()) as { done: number }).done);
      } else await res.body?.cancel();
    }
  })();
  const started = performance.now();
  const res = await fetch(baseUrl + pathOf(importOnix, {}, { importId }), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/xml', origin: baseUrl },
    body: file,
  });
  const ms = performance.now() - started;
  polling = false;
  await poll;
  if (!res.ok) throw new Error(`ONIX import answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const reply = (await res.json()) as { imported: number; updated: number; failedCount: number; failed: Array<{ record: string; message: string }> };
  return {
    products: IMPORT_PRODUCTS,
    bytes: file.length,
    ms: Math.round(ms),
    productsPerSecond: Math.round((IMPORT_PRODUCTS / ms) * 1000 * 10) / 10,
    imported: reply.imported,
    failedCount: reply.failedCount,
    failed: reply.failed.slice(0, 3).map(({ record, message }) => ({ record, message })),
    progressAnswers,
    progressMaxDone,
  };
}
