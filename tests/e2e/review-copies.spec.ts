/** /reviewCopies/{communityId}: a community's titles with a live review copy, as a tiled list. */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';

interface ReviewCopies {
  products: Array<{ sku: string; name: string; digitalUpdatedDate: string | null }>;
  totalCount: number;
  requests: Array<{ sku: string; status: string }>;
}

async function reviewCopies(page: Page, communityId: number, query = ''): Promise<ReviewCopies | null> {
  const response = await page.request.get(`/api/v1/affiliations/${communityId}/reviewCopies/0${query}`);
  return response.ok() ? ((await response.json()) as ReviewCopies) : null;
}

test.beforeEach(async ({ page, baseURL }) => {
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
});

test("a publisher community's review copies list its galleys, newest digital update first, and a tile opens the title", async ({ page }) => {
  // A publisher's own community lists only that publisher's galleys.
  const everyTitle = (await (await page.request.get('/api/v1/filters/0/titles?pageSize=1')).json()) as { totalCount: number };
  let communityId = 0;
  let expected: ReviewCopies | null = null;
  for (let id = 1; id <= 40 && !expected; id++) {
    const answer = await reviewCopies(page, id, '?pageSize=100');
    if (answer && answer.totalCount > 1 && answer.totalCount <= 20 && answer.requests.length > 0) [communityId, expected] = [id, answer];
  }
  expect(expected, 'a publisher community with the demo account requests').not.toBeNull();
  expect(expected!.totalCount).toBeLessThan(everyTitle.totalCount);

  await page.goto(`/reviewCopies/${communityId}`);
  await expect(page.getByRole('heading', { name: 'Review Copies' })).toBeVisible();
  await expect(page.locator('.tl-count')).toHaveText(`${expected!.totalCount} Titles`);
  await expect(page.locator('.tl-grid > li')).toHaveCount(expected!.totalCount);
  await expect(page.locator('.tl-grid .tile-name').first()).toHaveText(expected!.products[0]!.name);
  const dates = expected!.products.map((p) => p.digitalUpdatedDate ?? '');
  expect([...dates].sort().reverse()).toEqual(dates);

  await page.locator('.tl-grid .tile-name').first().click();
  await expect(page.getByRole('dialog', { name: expected!.products[0]!.name })).toBeVisible();
});

test('an unknown community says so', async ({ page }) => {
  await page.goto('/reviewCopies/999999');
  await expect(page.getByText("This community's review copies could not be found.")).toBeVisible();
});
