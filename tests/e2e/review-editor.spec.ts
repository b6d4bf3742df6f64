/**
 * The review editor drawer (seed 2) from Your Review on the title page: a review with all seven ratings, text and
 * share targets, edited and deleted; the Much Love heart both ways; nominations from the Review Saved result.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, getJson as json, logInApi } from './outbox.ts';

interface ApiTitle {
  sku: string;
  name: string;
}
interface ApiReview {
  sku: string;
  rating: number | null;
  text: string;
  ratings: Record<string, number | null>;
}
interface Community {
  id: number;
  name: string;
  viewId: number;
  isGenreCommunity: boolean;
}

const myReviews = (page: Page) => json<ApiReview[]>(page, '/api/v1/me/reviews');
const communities = (page: Page) => json<Community[]>(page, '/api/affiliations/me');

/** Mystery titles (the demo account's genre community Mystery & Thriller Readers takes them) it has not reviewed. */
async function unreviewedMysteries(page: Page): Promise<ApiTitle[]> {
  const genre = (await communities(page)).find((c) => c.name === 'Mystery & Thriller Readers')!;
  const reviewed = new Set((await myReviews(page)).map((r) => r.sku));
  const { products } = await json<{ products: ApiTitle[] }>(page, `/api/v1/filters/${genre.viewId}/titles?pageSize=40`);
  return products.filter((p) => !reviewed.has(p.sku));
}

const yourReview = (page: Page) => page.getByRole('region', { name: 'Your Review' });
const editor = (page: Page, title: ApiTitle) => page.getByRole('dialog', { name: `Your review of ${title.name}` });
const heart = (page: Page) => yourReview(page).getByRole('button', { name: 'Much Love' });
const toast = (page: Page, text: string) => page.locator('.app-toasts').getByText(text, { exact: true });
const rate = (drawer: Locator, dimension: string, value: number) =>
  drawer
    .getByRole('radiogroup', { name: dimension })
    .getByRole('radio', { name: `${value} out of 10` })
    .check();

test.describe('signed in as the demo account', () => {
  test.beforeEach(({ page }) => logInApi(page.request, DEMO));

  test('writes a review with every rating, text and share targets, sees it, edits it and deletes it', async ({ page }) => {
    const [title] = await unreviewedMysteries(page);
    const forum = (await communities(page)).find((c) => c.name === 'Independent Booksellers Forum')!;
    await page.goto(`/title/${title!.sku}`);
    await expect(yourReview(page).getByText('You have not reviewed this title yet.')).toBeVisible();
    await yourReview(page).getByRole('button', { name: 'Write a Review' }).click();

    const drawer = editor(page, title!);
    await expect(drawer.getByRole('heading', { name: 'Rate (1/3)' })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Review (2/3)' })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Share (3/3)' })).toBeVisible();
    expect((await drawer.boundingBox())!.width).toBeCloseTo(650, 0);
    const save = drawer.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(drawer.locator('.review-save')).toHaveAttribute('title', 'Overall rating is required');
    await expect(drawer.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    // Step 1: overall, then the six others under the collapsed More Ratings.
    await rate(drawer, 'Overall', 8);
    await expect(save).toBeEnabled();
    await expect(drawer.getByRole('radiogroup', { name: 'Originality' })).toBeHidden();
    await drawer.getByText('More Ratings').click();
    const more: Array<[string, string, number]> = [
      ['Writing Quality', 'writingQuality', 7],
      ['Image / Illustration Quality', 'imageIllustrationQuality', 3],
      ['Character Development', 'characterDevelopment', 9],
      ["Couldn't Put It Down", 'couldntPutItDownness', 10],
      ['Intellectual Depth', 'intellectualDepth', 6],
      ['Originality', 'originality', 5],
    ];
    for (const [label, , value] of more) await rate(drawer, label, value);

    // Step 2: 8 rows, Reset once edited.
    const text = drawer.getByPlaceholder('Write your review here');
    await expect(text).toHaveAttribute('rows', '8');
    await expect(drawer.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    await text.fill('A draft to throw away');
    await drawer.getByRole('button', { name: 'Reset' }).click();
    await expect(text).toHaveValue('');
    await expect(drawer.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    await text.fill('Read it in one sitting at the fair: a clever locked-room puzzle.');

    // Step 3: a first review starts with every target unticked, Publisher included; Select All chooses everything,
    // then leave out Colleagues and the booksellers' forum (found with the search).
    const selectAll = drawer.getByRole('checkbox', { name: 'Select All' });
    for (const name of ['Select All', 'Friends', 'Colleagues', 'Publisher', 'Genre Communities', 'Mystery & Thriller Readers']) {
      await expect(drawer.getByRole('checkbox', { name, exact: true }), name).not.toBeChecked();
    }
    await selectAll.check();
    await expect(selectAll).toBeChecked();
    await expect(drawer.getByRole('checkbox', { name: 'Genre Communities' })).toBeChecked();
    await expect(drawer.getByRole('checkbox', { name: 'Mystery & Thriller Readers' })).toBeChecked();
    await drawer.getByRole('checkbox', { name: 'Colleagues' }).uncheck();
    await expect(selectAll).not.toBeChecked();
    await drawer.getByLabel('Search communities').fill('forum');
    await expect(drawer.getByRole('checkbox', { name: 'Debut Authors Preview Panel' })).toHaveCount(0);
    await drawer.getByRole('checkbox', { name: forum.name }).uncheck();
    await drawer.getByLabel('Search communities').fill('');
    await expect(drawer.getByRole('checkbox', { name: 'Debut Authors Preview Panel' })).toBeChecked();

    await save.click();
    await expect(drawer.getByRole('heading', { name: 'Review Saved' })).toBeVisible();
    await expect(drawer.getByText('Consider sharing your review on the platforms below')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Nominate' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Share on Facebook' })).toBeEnabled();
    await expect(drawer.getByRole('button', { name: 'Share on X' })).toBeEnabled();

    // The API has it all.
    const saved = (await myReviews(page)).find((r) => r.sku === title!.sku)!;
    expect(saved.rating).toBe(8);
    expect(saved.text).toBe('Read it in one sitting at the fair: a clever locked-room puzzle.');
    for (const [, key, value] of more) expect(saved.ratings[key]).toBe(value);
    expect((await page.request.get(`/api/v1/me/reviews/${title!.sku}/review`)).status()).toBe(200);
    const sharing = await json<{
      affiliationShareExceptions: Array<{ targetGroupId: number }>;
      ePlusGroupShareExceptions: Array<{ communityType: number }>;
    }>(page, `/api/me/reviews/products/${title!.sku}/communities/sharing`);
    expect(sharing.ePlusGroupShareExceptions).toEqual([{ communityType: 2 }]);
    expect(sharing.affiliationShareExceptions).toEqual([{ targetGroupId: forum.id }]);

    // Your Review and Community Reviews show it (shared with the genre community), in New York time.
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(yourReview(page).getByText('Rated 8 out of 10')).toBeVisible();
    await expect(yourReview(page).getByText('a clever locked-room puzzle')).toBeVisible();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    const community = page.getByRole('heading', { name: 'Community Reviews' }).locator('..');
    await expect(community.getByRole('heading', { level: 3, name: /^Rated 8 out of 10/ })).toBeVisible();
    await expect(community.locator('time').first()).toHaveText(/ E[SD]T$/);

    // Edit: the drawer opens with the saved choices; a lower rating empties the heart.
    await yourReview(page).getByRole('button', { name: 'Edit Review' }).click();
    await expect(drawer.getByRole('radiogroup', { name: 'Overall' }).getByRole('radio', { name: '8 out of 10' })).toBeChecked();
    await expect(drawer.getByRole('radiogroup', { name: 'Originality' }).getByRole('radio', { name: '5 out of 10' })).toBeChecked();
    await expect(text).toHaveValue('Read it in one sitting at the fair: a clever locked-room puzzle.');
    await expect(drawer.getByRole('checkbox', { name: 'Colleagues' })).not.toBeChecked();
    await expect(drawer.getByRole('checkbox', { name: forum.name })).not.toBeChecked();
    await expect(drawer.getByRole('checkbox', { name: 'Friends' })).toBeChecked();
    await rate(drawer, 'Overall', 6);
    await save.click();
    await expect(drawer.getByRole('heading', { name: 'Review Saved' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(yourReview(page).getByText('Rated 6 out of 10')).toBeVisible();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    expect((await myReviews(page)).find((r) => r.sku === title!.sku)!.rating).toBe(6);

    // Delete: No keeps it, Yes deletes it, closes the drawer and says so.
    await yourReview(page).getByRole('button', { name: 'Edit Review' }).click();
    await drawer.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Do you want to delete the review?' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, `Deleted review for ${title!.name}`)).toBeVisible();
    await expect(drawer).toHaveCount(0);
    await expect(yourReview(page).getByText('You have not reviewed this title yet.')).toBeVisible();
    expect((await page.request.get(`/api/v1/me/reviews/${title!.sku}/review`)).status()).toBe(404);
  });

  test('Much Love: the empty heart saves a 9 and fills; the filled heart asks, then deletes; a low review opens the editor', async ({
    page,
    baseURL,
  }) => {
    const [, , title] = await unreviewedMysteries(page);
    await page.goto(`/title/${title!.sku}`);
    await expect(yourReview(page).getByText('You have not reviewed this title yet.')).toBeVisible();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    await heart(page).click();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(yourReview(page).getByText('Rated 9 out of 10')).toBeVisible();
    // The heart fills at once (optimistic); the server has it once the change is sent.
    await expect.poll(async () => (await myReviews(page)).find((r) => r.sku === title!.sku)).toMatchObject({ rating: 9, text: '' });

    await heart(page).click();
    const confirm = page.getByRole('alertdialog', { name: 'Do you want to delete the review?' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    await heart(page).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, `Deleted review for ${title!.name}`)).toBeVisible();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(yourReview(page).getByText('You have not reviewed this title yet.')).toBeVisible();
    expect((await myReviews(page)).find((r) => r.sku === title!.sku)).toBeUndefined();

    // A review rated below 8: the heart is empty and opens the editor.
    const put = await page.request.put(`/api/me/reviews/products/${title!.sku}`, {
      data: { ratings: { overall: 5 } },
      headers: { origin: baseURL! },
    });
    expect(put.status()).toBe(200);
    await page.reload();
    await expect(yourReview(page).getByText('Rated 5 out of 10')).toBeVisible();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    await heart(page).click();
    const drawer = editor(page, title!);
    await expect(drawer.getByRole('radiogroup', { name: 'Overall' }).getByRole('radio', { name: '5 out of 10' })).toBeChecked();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toHaveCount(0);
    expect((await page.request.delete(`/api/me/reviews/products/${title!.sku}`, { headers: { origin: baseURL! } })).status()).toBe(200);
  });

  test('nominates the title from the Review Saved result; the save closes the step and says so', async ({ page, baseURL }) => {
    const [, title] = await unreviewedMysteries(page);
    await page.goto(`/title/${title!.sku}`);
    const nominate = page.getByRole('region', { name: 'Nominate' });
    await expect(nominate.getByText('3 submission lists take nominations of this title.')).toBeVisible();
    await yourReview(page).getByRole('button', { name: 'Write a Review' }).click();
    const drawer = editor(page, title!);
    await rate(drawer, 'Overall', 7);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByRole('button', { name: 'Nominate' }).click();

    const lists = drawer.getByRole('group', { name: 'Submission lists' });
    await expect(lists.getByRole('checkbox')).toHaveCount(3);
    await expect(lists.getByRole('checkbox', { name: /^Library Reads/ })).toHaveCount(0);
    // Cancel goes back to the result.
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer.getByRole('heading', { name: 'Review Saved' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Nominate' }).click();
    await lists.getByRole('checkbox', { name: /^Debut of the Year/ }).check();
    await lists.getByRole('checkbox', { name: /^Best Mysteries of the Season/ }).check();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(toast(page, `Nominations saved for ${title!.name}`)).toBeVisible();
    await expect(drawer).toHaveCount(0);

    const submittable = await json<Array<{ submissionListId: number; name: string }>>(
      page,
      `/api/affiliations/submissionLists/submittable/${title!.sku}`,
    );
    const nominated = await json<Array<{ submissionListId: number }>>(page, `/api/me/reviews/products/${title!.sku}/shares-inclusions/nominations`);
    const names = nominated.map((n) => submittable.find((l) => l.submissionListId === n.submissionListId)!.name).sort();
    expect(names).toEqual(['Best Mysteries of the Season', 'Debut of the Year']);
    await expect(nominate.getByText('Nominated to: Debut of the Year, Best Mysteries of the Season')).toBeVisible();

    // The Nominate panel's drawer (650 px) shows the same choices; one is taken off there.
    await nominate.getByRole('button', { name: 'Nominate' }).click();
    const panelDrawer = page.getByRole('dialog', { name: `Nominate ${title!.name}` });
    expect((await panelDrawer.boundingBox())!.width).toBeCloseTo(650, 0);
    await expect(panelDrawer.getByRole('checkbox', { name: /^Debut of the Year/ })).toBeChecked();
    await panelDrawer.getByRole('checkbox', { name: /^Debut of the Year/ }).uncheck();
    await panelDrawer.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Nominations saved for ${title!.name}`).last()).toBeVisible();
    await expect(panelDrawer).toHaveCount(0);
    await expect(nominate.getByText('Nominated to: Best Mysteries of the Season')).toBeVisible();

    expect((await page.request.delete(`/api/me/reviews/products/${title!.sku}`, { headers: { origin: baseURL! } })).status()).toBe(200);
    await page.request.put(`/api/me/reviews/products/${title!.sku}/shares-inclusions/nominations`, { data: [], headers: { origin: baseURL! } });
  });
});
