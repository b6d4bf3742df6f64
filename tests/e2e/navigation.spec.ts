/**
 * Issue 16: on a phone (390x844) every area of seed 1's route table is at most two taps away from any screen: the
 * footer tabs (Home, Search, Your Books, Communities, More) and the More sheet's entries. The More tab counts the
 * changes waiting offline. The title page has its shelf, request and review actions on the first screen and a back
 * button. Signed in as the demo account (nothing is saved), as a fresh account for the offline change, or as a
 * publisher's staff (the owner of its community) for the review queues.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, getJson, logInApi, openStacksDrawer, queueFavoriteOffline, registerAccount } from './outbox.ts';
import { setOffline } from './pwa.ts';
import { appFooter } from './shell.ts';
import { DEMO_USER_COUNT } from '../../src/server/db/seed/insertPeople.ts';
import { DEMO_PASSWORD, generateUsers } from '../../src/server/db/seed/people.ts';
import { DEMO_SEED } from '../../src/server/db/seed/seed.ts';
import { createRandom } from '../../src/shared/domain/random.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const MORE_SHEET = 'Everything in the app';

interface Community {
  id: number;
  name: string;
}

/** Where a tap sequence must land: the path (a regex on the whole URL) and, when it is a dialog, its name. */
interface Area {
  name: string;
  taps: (page: Page) => Promise<void>;
  url?: RegExp;
  dialog?: string;
}

const footer = (page: Page) => appFooter(page);
function tab(page: Page, name: string): Locator {
  const nav = footer(page).getByRole('navigation');
  return nav.getByRole('link', { name, exact: true }).or(nav.getByRole('button', { name, exact: true }));
}

/** The More sheet (an ion-modal titled 'Everything in the app'). */
function moreSheet(page: Page): Locator {
  return page.locator('ion-modal.more-sheet').filter({ has: page.getByRole('heading', { name: MORE_SHEET }) });
}

/** Two taps: More, then the entry (a link, or a button for Feedback and a visitor's member areas). */
async function fromMore(page: Page, entry: string): Promise<void> {
  await footer(page).getByRole('button', { name: /^More/ }).tap();
  const sheet = moreSheet(page);
  await expect(sheet).toBeVisible();
  await sheet
    .getByRole('link', { name: entry, exact: true })
    .or(sheet.getByRole('button', { name: entry, exact: true }))
    .tap();
}

/** The signed-in demo account's areas: the tabs and every entry of the More sheet. */
function memberAreas(community: Community): Area[] {
  const more = (entry: string, url: RegExp): Area => ({ name: entry, taps: (page) => fromMore(page, entry), url });
  return [
    { name: 'Home tab', taps: (page) => tab(page, 'Home').tap(), url: /\/home$/ },
    { name: 'Search tab', taps: (page) => tab(page, 'Search').tap(), url: /\/search$/ },
    { name: 'Your Books tab', taps: (page) => tab(page, 'Your Books').tap(), dialog: 'Your Books' },
    {
      name: 'Communities tab',
      // Once the communities are known the tab is a link to the last-viewed one.
      taps: async (page) => {
        await expect(tab(page, 'Communities')).toHaveAttribute('href', /\/community\//);
        await tab(page, 'Communities').tap();
      },
      url: new RegExp(`/community/${community.id}/home/\\d+$`),
    },
    more(community.name, new RegExp(`/community/${community.id}/home/\\d+$`)),
    more('Collaborative Lists', new RegExp(`/collaborativelists/${community.id}$`)),
    more('Buzz', new RegExp(`/buzz/${community.id}$`)),
    more(`Review Copies: ${community.name}`, new RegExp(`/reviewCopies/${community.id}$`)),
    more('Notifications', /\/notifications$/),
    more('Conversations', /\/conversations$/),
    more('Your Books', /\/yourbooks$/),
    more('Shelves', /\/shelves$/),
    more('Requests', /\/requests$/),
    more('Downloads', /\/downloads$/),
    more('Reviews', /\/reviews$/),
    more('Profile', /\/profileEditor$/),
    more('Communication Settings', /\/communicationSettings$/),
    more('Storage', /\/storage$/),
    more('Outreach', /\/outreach$/),
    more('Help', /\/help$/),
    { name: 'Feedback', taps: (page) => fromMore(page, 'Feedback'), dialog: 'Feedback' },
  ];
}

/** Taps its way to each area from `start` and comes back (history back, or closing the dialog) before the next. */
async function expectEveryAreaFrom(page: Page, start: string, areas: Area[]): Promise<void> {
  await page.goto(start);
  await expect(footer(page).getByRole('button', { name: /^More/ })).toBeVisible();
  for (const area of areas) {
    const before = page.url();
    await area.taps(page);
    if (area.url) {
      await expect(page, `${area.name} from ${start}`).toHaveURL(area.url);
      await expect(page.getByRole('heading', { level: 1 }).first(), `${area.name} from ${start}: a screen heading`).toBeVisible();
      await expect(moreSheet(page)).toHaveCount(0);
      // A tab to the screen already shown adds no history entry.
      if (area.url.test(before)) continue;
      await page.goBack();
      await expect(page).toHaveURL(before);
    } else {
      // The dialog's title (the Your Books drawer, the sign-up-or-log-in prompt, the Feedback widget).
      const dialog = page.getByRole('heading', { level: 2, name: area.dialog, exact: true });
      await expect(dialog, `${area.name} from ${start}`).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(moreSheet(page)).toHaveCount(0);
    }
  }
}

test.describe('signed in as the demo account', () => {
  test.beforeEach(({ page }) => logInApi(page.request, DEMO));

  for (const start of ['/home', '/title', '/buzz/0']) {
    test(`every area is at most two taps from ${start}`, async ({ page }) => {
      test.setTimeout(180_000);
      const communities = await getJson<Community[]>(page, '/api/affiliations/me');
      expect(communities.length, 'the demo account is in communities').toBeGreaterThan(0);
      let path = start;
      if (start === '/title') {
        const { products } = await getJson<{ products: Array<{ sku: string }> }>(page, '/api/v1/filters/0/titles?pageSize=1');
        path = `/title/${products[0]!.sku}`;
      }
      await expectEveryAreaFrom(page, path, memberAreas(communities[0]!));
    });
  }

  test('the tabs fit the phone: none cut off, each at least 44x44 px', async ({ page }) => {
    await page.goto('/home');
    const tabs = footer(page).getByRole('navigation').locator('.footer-tab');
    await expect(tabs).toHaveCount(5);
    for (let i = 0; i < 5; i++) {
      const box = (await tabs.nth(i).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // The label is not clipped: its text fits its box.
      const clipped = await tabs.nth(i).evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(clipped, `tab ${i + 1} is not cut off`).toBe(false);
      // Nor broken inside a word ('Communitie / s'): the label is one line.
      const lines = await tabs.nth(i).evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el.querySelector('span:last-child')!);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `tab ${i + 1}'s label is on one line`).toBe(1);
    }
  });

  test("the title page's shelf, request and review actions are on the first screen", async ({ page }) => {
    // A title on none of the account's lists: other specs add titles to lists, whose names then fill Your Stacks.
    const { products } = await getJson<{ products: Array<{ sku: string }> }>(page, '/api/v1/filters/0/titles?pageSize=20');
    let sku = products[0]!.sku;
    for (const product of products) {
      if ((await getJson<unknown[]>(page, `/api/v1/collaborativeTitleLists/titles/${product.sku}`)).length === 0) {
        sku = product.sku;
        break;
      }
    }
    await page.goto(`/title/${sku}`);
    const shelf = page.getByRole('region', { name: 'Your Stacks' }).getByRole('button', { name: 'Add to Shelf / Collection' });
    const review = page.getByRole('region', { name: 'Your Review' }).getByRole('button', { name: /^(Write a Review|Edit Review)$/ });
    const request = page.locator('.title-actions');
    await expect(shelf).toBeVisible();
    await expect(review).toBeVisible();
    await expect(request).toBeVisible();
    const footerTop = (await footer(page).boundingBox())!.y;
    expect(footerTop).toBeLessThanOrEqual(844);
    for (const [what, action] of [
      ['shelf', shelf],
      ['review', review],
      ['request', request],
    ] as const) {
      const box = (await action.boundingBox())!;
      expect(box.y + box.height, `the ${what} action ends above the footer, without scrolling`).toBeLessThanOrEqual(footerTop);
    }
  });
});

test.describe('anonymous visitor', () => {
  test('the tabs and the More sheet reach the open areas; member areas ask to sign up or log in', async ({ page }) => {
    const areas: Area[] = [
      // A visitor's home is the main page's welcome.
      { name: 'Home tab', taps: (p) => tab(p, 'Home').tap(), url: /\/(home)?$/ },
      { name: 'Search tab', taps: (p) => tab(p, 'Search').tap(), url: /\/search$/ },
      { name: 'Help', taps: (p) => fromMore(p, 'Help'), url: /\/help$/ },
      { name: 'All communities (the genre communities)', taps: (p) => fromMore(p, 'All communities'), url: /\/communities$/ },
      { name: 'Communication Settings', taps: (p) => fromMore(p, 'Communication Settings'), url: /\/communicationSettings$/ },
      { name: 'Your Books tab', taps: (p) => tab(p, 'Your Books').tap(), dialog: 'Join the community' },
      { name: 'Communities tab', taps: (p) => tab(p, 'Communities').tap(), url: /\/communities$/ },
      { name: 'Conversations', taps: (p) => fromMore(p, 'Conversations'), dialog: 'Join the community' },
      { name: 'Buzz', taps: (p) => fromMore(p, 'Buzz'), dialog: 'Join the community' },
      { name: 'Feedback', taps: (p) => fromMore(p, 'Feedback'), dialog: 'Feedback' },
    ];
    await expectEveryAreaFrom(page, '/search', areas);
  });

  test('the back button returns to the previous screen, or home when the title page was opened directly', async ({ page }) => {
    await page.goto('/search');
    const first = page.locator('.tl-grid .tile-link').first();
    await expect(first).toBeVisible();
    await first.click();
    const drawer = page.getByRole('dialog').filter({ has: page.locator('.title-drawer-page') });
    await drawer.locator('.title-drawer-page').click();
    await expect(page).toHaveURL(/\/title\/[^/?]+$/);
    const title = page.url();
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await expect(page).toHaveURL(/\/search(\?|$)/);

    await page.goto(title);
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test('the More tab counts a change waiting offline', async ({ page, context }) => {
  await registerAccount(page.request, 'nav');
  const { products } = await getJson<{ products: Array<{ sku: string }> }>(page, '/api/v1/filters/0/titles?pageSize=1');
  const drawer = await openStacksDrawer(page, products[0]!.sku);
  await queueFavoriteOffline(page, context, drawer);
  const more = footer(page).getByRole('button', { name: /^More/ });
  await expect(more).toHaveAccessibleName('More, 1 change waiting to be sent');
  await expect(more.getByTestId('more-badge')).toHaveText('1');
  await setOffline(context, false);
  await expect(more).toHaveAccessibleName('More', { timeout: 20_000 });
  await expect(more.getByTestId('more-badge')).toHaveCount(0);
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the avatar popover lists every area: two clicks to any of them', async ({ page }) => {
    await logInApi(page.request, DEMO);
    const communities = await getJson<Community[]>(page, '/api/affiliations/me');
    await page.goto('/home');
    const entries = [
      ...memberAreas(communities[0]!)
        .filter((area) => area.url && !area.name.endsWith('tab'))
        // The account links above the areas: the profile is 'View/Edit Profile' there.
        .map((area) => ({ name: area.name === 'Profile' ? 'View/Edit Profile' : area.name, url: area.url! })),
    ];
    for (const entry of entries) {
      await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
      const popover = page.getByRole('dialog', { name: 'Account menu' });
      await popover.getByRole('link', { name: entry.name, exact: true }).click();
      await expect(page, entry.name).toHaveURL(entry.url);
      await expect(popover).toHaveCount(0);
    }
  });
});

test.describe("signed in as a publisher's staff (the owner of its community)", () => {
  test.beforeEach(({ page }) => {
    const staff = generateUsers(createRandom(DEMO_SEED).fork('people').fork('users'), DEMO_USER_COUNT).find((u) => u.key === 'publisher-staff-0')!;
    return logInApi(page.request, { email: staff.email, password: DEMO_PASSWORD });
  });

  test('an owner reaches each review queue from More', async ({ page }) => {
    const queues = await getJson<Array<{ communityId: number; name: string }>>(page, '/api/v1/me/galleyRequestQueues');
    expect(queues.length, 'the staff own a review queue').toBeGreaterThan(0);
    await page.goto('/home');
    for (const queue of queues) {
      await fromMore(page, `Review Queue: ${queue.name}`);
      await expect(page).toHaveURL(new RegExp(`/reviewQueue/${queue.communityId}$`));
    }
  });
});
