/**
 * Notifications (issue 20), each test with fresh accounts: a reply by user B to A's thought makes A's header badge
 * count 1 without a reload, and the row opens the thread in the conversation drawer; mark read and unread (the badge
 * follows); the emailed summaries' frequency is saved with its text; a mark made offline shows at once, survives a
 * reload and reaches the server once back online.
 */
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './env.ts';
import { replyToA } from './notificationCauses.ts';
import { expectPending, getJson, registerAccount } from './outbox.ts';
import { setOffline, waitForScreensCached, waitForServiceWorkerControl } from './pwa.ts';

const origin = { origin: BASE_URL };

interface Note {
  id: number;
  text: string;
  status: string;
}

const notes = async (page: Page) => (await getJson<{ notifications: Note[] }>(page, '/api/v1/me/notifications')).notifications;
const badge = (page: Page) => page.locator('header .messages-link .badge');
const row = (page: Page, text: string) => page.getByTestId('notification-row').filter({ hasText: text });

test.describe('on a desktop window', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a reply counts on A's badge without a reload; mark read and unread; the row opens the thread", async ({ page }) => {
    test.setTimeout(90_000);
    const talk = await replyToA(page, 'Badge');
    try {
      await page.goto('/');
      await expect(page.locator('header .messages-link')).toHaveAccessibleName('Messages');
      await expect(badge(page)).toBeHidden();
      await talk.reply('Count me in');
      // Coming back to the app asks again: no reload.
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await expect(badge(page)).toHaveText('1');
      await expect(page.locator('header .messages-link')).toHaveAccessibleName('Messages, 1 unread message');

      await page.locator('header .messages-link').click();
      await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Today', level: 2 })).toBeVisible();
      const note = row(page, 'replied: Count me in');
      await expect(note).toHaveAttribute('data-status', 'unread');
      await expect(note).toContainText(`${talk.bAccount.firstName} ${talk.bAccount.lastName} replied: Count me in`);

      await note.getByRole('button', { name: 'Mark read' }).click();
      await expect(note).toHaveAttribute('data-status', 'read');
      await expect(badge(page)).toBeHidden();
      await expect.poll(async () => (await notes(page))[0]?.status).toBe('read');
      // showUnreadNotifications: only unread ones show (kept as the preference).
      await page.getByRole('checkbox', { name: 'Show unread only' }).check();
      await expect(note).toHaveCount(0);
      await expect(page.getByText('No unread notifications.')).toBeVisible();
      await expect
        .poll(
          async () =>
            (await (
              await page.request.post('/api/v1/me/preferences?format=object', { data: [{ type: 'communityApp' }], headers: origin })
            ).json()) as Record<string, Record<string, string>>,
        )
        .toMatchObject({ communityApp: { showUnreadNotifications: 'true' } });
      await page.getByRole('checkbox', { name: 'Show unread only' }).uncheck();
      await note.getByRole('button', { name: 'Mark unread' }).click();
      await expect(badge(page)).toHaveText('1');
      await expect.poll(async () => (await notes(page))[0]?.status).toBe('');

      // The row opens its thread in the conversation drawer, and is read.
      await note.getByRole('button', { name: /replied: Count me in/ }).click();
      const drawer = page.getByRole('dialog', { name: talk.name });
      await expect(drawer).toBeVisible();
      await expect(drawer).toContainText('Count me in');
      await expect(badge(page)).toBeHidden();
      await expect.poll(async () => (await notes(page))[0]?.status).toBe('read');
    } finally {
      await talk.dispose();
    }
  });

  test('the emailed summaries: the frequency is saved with its text', async ({ page }) => {
    await registerAccount(page.request, 'Frequency');
    await page.goto('/notifications');
    const choice = page.getByRole('combobox', { name: 'Emailed summary' });
    await expect(choice).toHaveValue('never');
    await expect(page.getByTestId('frequency-text')).toHaveText("You won't get emailed summaries of your notifications.");
    await choice.selectOption('weekly');
    await expect(page.getByTestId('frequency-text')).toHaveText("You'll get a weekly summary of your notifications by email.");
    await expect(page.getByRole('status').filter({ hasText: "You'll get a weekly summary of your notifications by email." }).first()).toBeVisible();
    await expect.poll(async () => (await getJson<{ frequency: string }>(page, '/api/v1/me/subscription')).frequency).toBe('weekly');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Emailed summary' })).toHaveValue('weekly');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a mark made offline shows at once, survives a reload and reaches the server once back online', async ({ page, context }) => {
    test.setTimeout(120_000);
    const talk = await replyToA(page, 'Offline');
    try {
      await talk.reply('Read me on the train');
      await page.goto('/');
      await waitForServiceWorkerControl(page);
      await waitForScreensCached(page);
      await expect(badge(page)).toHaveText('1');
      // One visit online: the notifications are kept for offline.
      await page.goto('/notifications');
      const note = row(page, 'Read me on the train');
      await expect(note).toHaveAttribute('data-status', 'unread');

      await setOffline(context, true);
      try {
        await note.getByRole('button', { name: 'Mark read' }).click();
        await expect(note).toHaveAttribute('data-status', 'read');
        await expect(note.getByText('Pending')).toBeVisible();
        await expect(badge(page)).toBeHidden();
        await expectPending(page, 1);
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
        await expect(row(page, 'Read me on the train')).toHaveAttribute('data-status', 'read');
        await expectPending(page, 1);
      } finally {
        await setOffline(context, false);
      }
      await expectPending(page, 0);
      await expect.poll(async () => (await notes(page))[0]?.status).toBe('read');
      await expect(badge(page)).toBeHidden();
    } finally {
      await talk.dispose();
    }
  });
});
