/** EPUB books put in the catalogue as a publisher does (the reader specs' galleys): ONIX titles, then each EPUB. */
import { expect, request as apiRequest } from '@playwright/test';
import { PUBLISHERS } from '../../src/server/db/seed/catalogData.ts';
import { DEMO_USER_COUNT } from '../../src/server/db/seed/insertPeople.ts';
import { DEMO_PASSWORD, generateUsers } from '../../src/server/db/seed/people.ts';
import { DEMO_SEED } from '../../src/server/db/seed/seed.ts';
import { createRandom } from '../../src/shared/domain/random.ts';
import { onixMessage, onixProduct } from '../fixtures/onix.ts';
import { BASE_URL } from './env.ts';

/**
 * Each book as a title of Lanternfish Publishing (whose requests are approved at once) with its EPUB as the galley,
 * imported by the publisher's staff through POST /api/v1/publisher/import/onix and .../galleys/{sku}.
 */
export async function importPublisherGalleys(books: Array<{ sku: string; title: string; epub: Uint8Array }>): Promise<void> {
  const origin = { origin: BASE_URL };
  const publisher = PUBLISHERS[0]!;
  const staff = generateUsers(createRandom(DEMO_SEED).fork('people').fork('users'), DEMO_USER_COUNT).find((u) => u.key === 'publisher-staff-0')!;
  const api = await apiRequest.newContext({ baseURL: BASE_URL });
  try {
    const login = await api.post('/api/v1/login', { form: { email: staff.email, pword: DEMO_PASSWORD }, headers: origin });
    expect(login.status()).toBe(200);
    const onix = onixMessage(
      books.map((b) => onixProduct({ isbn: b.sku, title: b.title, publisher: publisher.name, imprint: publisher.imprints[0] })),
    );
    const titles = await api.post('/api/v1/publisher/import/onix', { data: onix, headers: { ...origin, 'content-type': 'application/xml' } });
    expect(titles.status(), await titles.text()).toBe(200);
    for (const book of books) {
      const galley = await api.post(`/api/v1/publisher/import/galleys/${book.sku}`, {
        data: Buffer.from(book.epub),
        headers: { ...origin, 'content-type': 'application/epub+zip' },
      });
      expect(galley.status(), `${book.title}: ${await galley.text()}`).toBe(200);
    }
  } finally {
    await api.dispose();
  }
}
