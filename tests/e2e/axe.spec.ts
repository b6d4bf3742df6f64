/**
 * Axe (axe-core from node_modules, injected into the page) on every route: no critical or serious finding and one
 * `main` landmark, anonymous and signed in as the demo account, on a phone and on a desktop window.
 */
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from './allRoutes.ts';
import { openFromHeader } from './auth.ts';
import { seriousAxeFindings, type AxeFinding } from './axe.ts';
import { DEMO, getJson, logInApi } from './outbox.ts';

const VIEWPORTS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

// The app's Content-Security-Policy allows no inline script, and axe is injected as one.
test.use({ bypassCSP: true });

/** Opens the route and waits for the screen's heading; answers where the app landed (anonymous visitors are sent to /). */
async function openScreen(page: Page, route: string): Promise<string> {
  await page.goto(route);
  await expect(page.locator('.ion-page h1').first(), route).toBeVisible({ timeout: 20_000 });
  const landed = new URL(page.url());
  return landed.pathname + landed.search;
}

/** Gives the screen's own loading (parts marked aria-busy) a few seconds to end; a part still busy is checked as it is. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

/** What is wrong with the screen: axe's critical and serious findings, and a count of `main` landmarks other than one. */
async function problems(page: Page): Promise<Array<AxeFinding | string>> {
  const mains = await page.locator('main, [role="main"]').count();
  return [...(mains === 1 ? [] : [`${mains} main landmarks`]), ...(await seriousAxeFindings(page))];
}

for (const [viewportName, viewport] of VIEWPORTS) {
  for (const signedIn of [false, true]) {
    test(`${signedIn ? 'signed in' : 'anonymous'} on a ${viewportName} window, every route has one main landmark and no critical or serious axe finding`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(viewport);
      const routes: string[] = [...ROUTES];
      if (signedIn) {
        await logInApi(page.request, DEMO);
        const viewed = await getJson<{
          activeProducts: Array<{ sku: string }>;
        }>(page, '/api/me/galleys/reader/viewed');
        routes.push(`/read/${viewed.activeProducts[0]!.sku}`);
      }
      const found: Record<string, Array<AxeFinding | string>> = {};
      const checked = new Set<string>();
      for (const route of routes) {
        // An anonymous visitor is sent to the main page from most routes: each screen is checked once.
        const landed = await openScreen(page, route);
        if (checked.has(landed)) continue;
        checked.add(landed);
        await settled(page);
        const wrong = await problems(page);
        if (wrong.length) found[route] = wrong;
      }
      expect(found).toEqual({});
    });
  }
}

test('on a phone the sign-up dialog has its fields in one column, says what the robot check is doing and has no serious axe finding', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const modal = await openFromHeader(page, 'Sign Up');
  // Every label and its field start at the same x and have the same width.
  const fields = await modal.locator('.registration-form .field:not(.field-checkbox)').evaluateAll((all) =>
    all.flatMap((field) =>
      [...field.querySelectorAll(':scope > label, :scope > input, :scope > select')].map((el) => {
        const box = el.getBoundingClientRect();
        return `${Math.round(box.left)}+${Math.round(box.width)}`;
      }),
    ),
  );
  expect(fields.length).toBeGreaterThanOrEqual(12);
  expect(new Set(fields).size, fields.join(' ')).toBe(1);
  await expect(modal.getByRole('status').filter({ hasText: 'Tick the box to show you are not a robot.' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await modal.getByText("I'm not a robot").click();
  await expect(modal.getByRole('status').filter({ hasText: 'Checked: you are not a robot.' })).toBeVisible({ timeout: 30_000 });
});
