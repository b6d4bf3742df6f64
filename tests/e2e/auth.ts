/** Helpers for the sign-in specs: the registration modal, the signed-in header, mailed reset links. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { MAIL_DIR } from './env.ts';
import { appHeader } from './shell.ts';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A user no earlier run has registered. */
export function newUser(label: string): TestUser {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { firstName: 'Ada', lastName: 'Lovelace', email: `e2e-${label}-${unique}@example.com`, password: 'Galley#2024x' };
}

/** The open registration modal (sign up, log in, forgot, reset). */
export function registrationModal(page: Page): Locator {
  return page.locator('ion-modal.registration-modal');
}

/** Opens the modal from the anonymous header's button ('Sign Up' or 'Log In'). */
export async function openFromHeader(page: Page, button: 'Sign Up' | 'Log In'): Promise<Locator> {
  await appHeader(page).getByRole('button', { name: button, exact: true }).click();
  const modal = registrationModal(page);
  await expect(modal.getByRole('heading', { name: button, exact: true })).toBeVisible();
  return modal;
}

/** Ticks the self-hosted robot check and waits until it has solved its challenge. */
export async function passRobotCheck(modal: Locator): Promise<void> {
  await modal.getByText("I'm not a robot").click();
  await expect(modal.locator('altcha-widget [data-state="verified"]').first()).toBeAttached({ timeout: 30_000 });
}

export async function fillSignUp(modal: Locator, user: TestUser): Promise<void> {
  await modal.getByLabel('First name').fill(user.firstName);
  await modal.getByLabel('Last name').fill(user.lastName);
  await modal.getByLabel('Email', { exact: true }).fill(user.email);
  await modal.getByLabel('Password', { exact: true }).fill(user.password);
  await modal.getByLabel('Confirm password').fill(user.password);
}

/** Signed in: the header shows the account menu (desktop) and no Log In button. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(appHeader(page).getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 15_000 });
  await expect(appHeader(page).getByRole('button', { name: 'Log In', exact: true })).toHaveCount(0);
}

export async function expectAnonymous(page: Page): Promise<void> {
  await expect(appHeader(page).getByRole('button', { name: 'Log In', exact: true })).toBeVisible({ timeout: 15_000 });
}

export async function logIn(page: Page, email: string, password: string): Promise<Locator> {
  const modal = await openFromHeader(page, 'Log In');
  await modal.getByLabel('Email', { exact: true }).fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Log In', exact: true }).click();
  return modal;
}

/** Desktop: Sign Out in the avatar's account menu. */
export async function logOut(page: Page): Promise<void> {
  await appHeader(page).getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('dialog', { name: 'Account menu' }).getByRole('button', { name: 'Sign Out' }).click();
  await expectAnonymous(page);
}

/** Decodes a quoted-printable mail body enough to read links from it. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest mail written to DATA_DIR/mail for `to`, waiting for it to arrive. */
export async function newestMailTo(to: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        if (!existsSync(MAIL_DIR)) return false;
        const files = readdirSync(MAIL_DIR, { withFileTypes: true })
          .filter((entry) => entry.isFile() && entry.name.endsWith('.eml'))
          .map((entry) => entry.name)
          .sort()
          .reverse();
        for (const file of files) {
          const mail = decodeQuotedPrintable(readFileSync(path.join(MAIL_DIR, file), 'utf8'));
          if (mail.toLowerCase().includes(to.toLowerCase())) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

/** The reset link (…/reset-password/<token>) from the newest reset mail to `to`. */
export async function mailedResetLink(to: string): Promise<string> {
  const mail = await newestMailTo(to);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\/[^\s"<>]+/)?.[0];
  if (!link) throw new Error(`no reset link in the mail to ${to}:\n${mail}`);
  return link;
}
