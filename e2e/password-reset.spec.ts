import type { Page } from '@playwright/test';
import { axeViolations, shot } from './analysis-helpers.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

// "Forgot password?": from the sign-in page to the e-mailed link (read in the development mailbox, as a
// person running Tagwise without SMTP would), a new password, and signing in with it.

const OLD_PASSWORD = 'estate-sale-2026';
const NEW_PASSWORD = 'moving-sale-2027';

/** An account with a known password, signed out. */
async function passwordAccount(page: Page, baseURL: string | undefined) {
  const email = uniqueEmail('forgot');
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: OLD_PASSWORD, name: 'Forgetful' },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(200);
  await page.context().clearCookies();
  return email;
}

/** The reset link of the newest mail to this address, from the development mailbox page. */
async function linkFromMailbox(page: Page, email: string) {
  await page.goto('/dev/mailbox');
  const message = page.getByRole('article').filter({ hasText: email }).first();
  await expect(message.getByRole('heading', { name: 'Reset your Tagwise password' })).toBeVisible();
  return /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec((await message.textContent()) ?? '')![0];
}

test.describe('forgot password', () => {
  test('a person who forgot the password gets a link by e-mail, chooses a new one and signs in with it', async ({
    page,
    baseURL,
  }) => {
    const email = await passwordAccount(page, baseURL);

    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    // The address typed on the sign-in page comes along.
    await expect(page.getByLabel('Email')).toHaveValue(email);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account uses ${email}, we've e-mailed it a link`);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'forgot-password-sent');
    await page.getByRole('link', { name: 'development mailbox' }).click();
    await expect(page).toHaveURL(/\/dev\/mailbox$/);

    const link = await linkFromMailbox(page, email);
    // Opened with the service worker in control, as on a phone that has used the app: the one-time link
    // must reach the server once.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=\w+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const newPassword = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    // The change-password form's rules: both fields, then a common password refused before anything is sent.
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Please fill in both password fields')).toBeVisible();
    await newPassword.fill('password1');
    await confirm.fill('password1');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('This password is one of the most common ones')).toBeVisible();
    await newPassword.fill(NEW_PASSWORD);
    await expect(newPassword).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(newPassword).toHaveAttribute('type', 'text');
    await confirm.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();

    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText('Password changed. Sign in with your new password.')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

    // The link worked once: opened again, the page says so and offers a new one. This device had a session
    // that is gone now, as after a reset elsewhere: the page stays, not sent to sign-in as "expired".
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN$/);
    await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Ask for a New Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('the form checks the address as sign-in does, and an unknown one gets the same answer', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
    const unknown = uniqueEmail('nobody');
    await page.getByLabel('Email').fill(unknown);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account uses ${unknown}, we've e-mailed it a link`);
    await page.getByRole('button', { name: 'Use another address' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(unknown);
  });

  test('signed in, the pages lead on to the projects, as sign-in does', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/projects$/);
    await page.goto('/reset-password?token=whatever');
    await expect(page).toHaveURL(/\/projects$/);
  });
});
