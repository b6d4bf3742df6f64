import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed/people.ts';

test('the landing choice is saved as a preference and held in a one-hour cookie', async ({ page, baseURL, context }) => {
  const login = await page.request.post('/api/v1/login', { form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
  await page.goto('/communicationSettings');
  const group = page.getByRole('group', { name: 'Landing page' });
  await expect(group.getByRole('radio', { name: 'Community' })).toBeChecked();

  await group.getByRole('radio', { name: 'The companion catalogue product' }).check();
  await expect(group.getByRole('status')).toHaveText('Your changes have been saved');
  const cookie = (await context.cookies()).find((c) => c.name === 'booktrade-landing');
  expect(cookie?.value).toBe('Companion');
  const secondsLeft = cookie!.expires - Date.now() / 1000;
  expect(secondsLeft).toBeGreaterThan(3500);
  expect(secondsLeft).toBeLessThanOrEqual(3600);

  const stored = await page.request.post('/api/v1/me/preferences?format=object', {
    data: [{ type: 'landingPage' }],
    headers: { origin: baseURL! },
  });
  expect(await stored.json()).toEqual({ landingPage: { landing: 'Companion' } });

  await page.reload();
  await expect(page.getByRole('group', { name: 'Landing page' }).getByRole('radio', { name: 'The companion catalogue product' })).toBeChecked();
  await page.getByRole('group', { name: 'Landing page' }).getByRole('radio', { name: 'Community' }).check();
  await expect(page.getByRole('group', { name: 'Landing page' }).getByRole('status')).toHaveText('Your changes have been saved');
  expect((await context.cookies()).find((c) => c.name === 'booktrade-landing')?.value).toBe('Community');
});

test('anonymous visitors get the 7-day analytics cookie; the settings screen offers them no landing choice', async ({ page, context }) => {
  await page.goto('/communicationSettings');
  await expect(page.getByRole('heading', { name: 'Communication Settings' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Landing page' })).toHaveCount(0);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'banon')).toBeTruthy();
  const cookie = (await context.cookies()).find((c) => c.name === 'banon')!;
  expect(cookie.httpOnly).toBe(true);
  const daysLeft = (cookie.expires - Date.now() / 1000) / 86_400;
  expect(daysLeft).toBeGreaterThan(6.9);
  expect(daysLeft).toBeLessThanOrEqual(7);
});
