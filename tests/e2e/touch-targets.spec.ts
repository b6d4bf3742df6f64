/**
 * Issue 16: touch targets of at least 44x44 px on a phone (390x844): a list's vote buttons, the review editor's rating
 * circles and share choices, the shelf sheet's radios (the chip around each radio is what a finger hits).
 * Signed in as the demo account; nothing is saved.
 */
import { expect, test, type Locator } from '@playwright/test';
import { DEMO, getJson as json, logInApi } from './outbox.ts';

const MIN = 44;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(({ page }) => logInApi(page.request, DEMO));

/** Every element `targets` finds is at least 44x44 px; answers how many were measured. */
async function expectTouchSized(targets: Locator, what: string): Promise<number> {
  const count = await targets.count();
  expect(count, what).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const target = targets.nth(i);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    expect(box, `${what} #${i + 1}`).not.toBeNull();
    expect(box!.width, `${what} #${i + 1} width`).toBeGreaterThanOrEqual(MIN);
    expect(box!.height, `${what} #${i + 1} height`).toBeGreaterThanOrEqual(MIN);
  }
  return count;
}

/** The label a finger touches for a checkbox or radio: the one wrapping it. */
const labelOf = (scope: Locator, control: Locator) => scope.locator('label').filter({ has: control });

test("a list's vote buttons", async ({ page }) => {
  const lists = await json<Array<{ id: number; name: string }>>(page, '/api/v1/collaborativeTitleLists/0');
  const list = lists.find((l) => l.name === 'Best Twists of the Year');
  expect(list, 'the demo account owns Best Twists of the Year').toBeDefined();
  await page.goto(`/list/${list!.id}`);
  await expect(page.getByTestId('net-votes').first()).toBeVisible();
  const votes = page.getByRole('button', { name: /^Vote (up|down) / });
  expect(await expectTouchSized(votes, 'vote button')).toBeGreaterThanOrEqual(2);
});

test("the review editor's rating circles and share choices, and the shelf sheet's radios", async ({ page }) => {
  const mine = new Set((await json<Array<{ sku: string }>>(page, '/api/v1/me/reviews')).map((r) => r.sku));
  const { products } = await json<{ products: Array<{ sku: string; name: string }> }>(page, '/api/v1/filters/0/titles?pageSize=40');
  const title = products.find((p) => !mine.has(p.sku));
  expect(title, 'a title the demo account has not reviewed').toBeDefined();
  await page.goto(`/title/${title!.sku}`);

  await page.getByRole('region', { name: 'Your Review' }).getByRole('button', { name: 'Write a Review' }).click();
  const drawer = page.getByRole('dialog', { name: `Your review of ${title!.name}` });
  await expect(drawer.getByRole('heading', { name: 'Rate (1/3)' })).toBeVisible();
  expect(await expectTouchSized(drawer.getByRole('radiogroup', { name: 'Overall' }).getByRole('radio'), 'overall rating circle')).toBe(10);
  await drawer.getByText('More Ratings').click();
  await expectTouchSized(drawer.getByRole('radiogroup', { name: 'Originality' }).getByRole('radio'), 'originality rating circle');
  for (const name of ['Select All', 'Friends', 'Colleagues', 'Publisher']) {
    await expectTouchSized(labelOf(drawer, page.getByRole('checkbox', { name, exact: true })), `share choice ${name}`);
  }
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer).toHaveCount(0);

  await page.getByRole('region', { name: 'Your Stacks' }).getByRole('button', { name: 'Add to Shelf / Collection' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add to Shelf / Collection' });
  await expect(sheet.getByText('For 1 title')).toBeVisible();
  const radios = sheet.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  // Each radio sits in its chip (label); the chips are the targets.
  const chips = labelOf(sheet, page.getByRole('radio'));
  await expect(chips).toHaveCount(await radios.count());
  await expectTouchSized(chips, 'shelf radio');
});
