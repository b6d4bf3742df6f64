import { expect, test } from '@playwright/test';
import { expectAnonymous, expectSignedIn, fillSignUp, logIn, logOut, mailedResetLink, newUser, openFromHeader, passRobotCheck } from './auth.ts';

// One account goes through its whole life: sign up, log out, 409, wrong password, log in, forgot + reset.
test.describe.configure({ mode: 'serial' });

const user = newUser('auth');
const NEW_PASSWORD = 'Reviewer!2025z';

test('sign up shows each validation message, then signs the new user in', async ({ page }) => {
  await page.goto('/');
  const modal = await openFromHeader(page, 'Sign Up');
  const submit = modal.getByRole('button', { name: 'Sign Up', exact: true });
  await expect(submit).toBeDisabled();

  const firstName = modal.getByLabel('First name');
  await firstName.fill('   ');
  await expect(modal.getByText('please enter your first name')).toBeVisible();
  await firstName.fill(user.firstName);
  await expect(modal.getByText('please enter your first name')).toHaveCount(0);

  const lastName = modal.getByLabel('Last name');
  await lastName.focus();
  await lastName.blur();
  await expect(modal.getByText('please enter your last name')).toBeVisible();
  await lastName.fill(user.lastName);

  const email = modal.getByLabel('Email', { exact: true });
  await email.focus();
  await email.blur();
  await expect(modal.getByText('please provide your email address')).toBeVisible();
  await email.fill('not-an-email');
  await expect(modal.getByText('please provide a valid email address')).toBeVisible();
  await email.fill(user.email);
  await expect(modal.getByText('please provide a valid email address')).toHaveCount(0);

  const password = modal.getByLabel('Password', { exact: true });
  await password.focus();
  await password.blur();
  await expect(modal.getByText('please provide a password')).toBeVisible();
  for (const weak of ['Sh0rt!', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigitsHere!', 'NoSymbol123']) {
    await password.fill(weak);
    await expect(modal.getByText(/^password must be at least 8 characters/)).toBeVisible();
  }
  await password.fill(user.password);
  await expect(modal.getByText(/^password must be at least/)).toHaveCount(0);

  const confirm = modal.getByLabel('Confirm password');
  await confirm.fill(`${user.password}x`);
  await expect(modal.getByText('passwords do not match')).toBeVisible();
  await confirm.fill(user.password);
  await expect(modal.getByText('passwords do not match')).toHaveCount(0);

  // Everything else is valid: the robot check is what is missing.
  await expect(modal.getByText('please verify that you are not a robot')).toBeVisible();
  await expect(submit).toBeDisabled();
  await passRobotCheck(modal);
  await expect(modal.getByText('please verify that you are not a robot')).toHaveCount(0);
  await expect(submit).toBeEnabled();

  await submit.click();
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.firstName}` })).toBeVisible();
});

test('log out returns to the anonymous header', async ({ page }) => {
  await page.goto('/');
  await logIn(page, user.email, user.password);
  await expectSignedIn(page);
  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
});

test('signing up with a registered email shows the already-registered message with a forgot-password link', async ({ page }) => {
  await page.goto('/');
  const modal = await openFromHeader(page, 'Sign Up');
  await fillSignUp(modal, user);
  await passRobotCheck(modal);
  await modal.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(modal.getByText('the email address you have provided is already registered')).toBeVisible();
  await modal.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(modal.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
});

test('a wrong password is refused, the right one signs in', async ({ page }) => {
  await page.goto('/');
  const modal = await logIn(page, user.email, `${user.password}-wrong`);
  await expect(modal.getByText('invalid login, please try again')).toBeVisible();
  await expectAnonymous(page);

  await modal.getByLabel('Password', { exact: true }).fill(user.password);
  await modal.getByRole('button', { name: 'Log In', exact: true }).click();
  await expectSignedIn(page);
  await logOut(page);
});

test('forgot password mails a reset link; the link sets a new password that logs in', async ({ page }) => {
  await page.goto('/');
  const modal = await openFromHeader(page, 'Log In');
  await modal.getByRole('button', { name: 'Forgot your password?' }).click();
  await modal.getByLabel('Email', { exact: true }).fill(user.email);
  await modal.getByRole('button', { name: 'Send reset link' }).click();
  await expect(modal.getByText('If an account exists for that address, we have sent an email')).toBeVisible();

  const link = await mailedResetLink(user.email);
  await page.goto(link);
  const reset = page.locator('ion-modal.registration-modal');
  await expect(reset.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await reset.getByLabel('New password').fill(NEW_PASSWORD);
  await reset.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(reset.getByText('Your password has been changed. Please log in with your new password.')).toBeVisible();

  // The reset form handed over to log in: the old password no longer works, the new one does.
  await reset.getByLabel('Email', { exact: true }).fill(user.email);
  await reset.getByLabel('Password', { exact: true }).fill(user.password);
  await reset.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(reset.getByText('invalid login, please try again')).toBeVisible();
  await reset.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: 'Log In', exact: true }).click();
  await expectSignedIn(page);

  // A reset link works once.
  await logOut(page);
  await page.goto(link);
  const again = page.locator('ion-modal.registration-modal');
  await again.getByLabel('New password').fill('Another#Pass1');
  await again.getByLabel('Confirm password').fill('Another#Pass1');
  await again.getByRole('button', { name: 'Reset password' }).click();
  await expect(again.getByRole('alert')).toBeVisible();
  await expect(again.getByText('Your password has been changed.')).toHaveCount(0);
});
