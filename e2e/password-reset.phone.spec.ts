import { axeViolations, shot } from './analysis-helpers.ts';
import { expect, test } from './fixtures.ts';

// The forgotten password's pages on a phone: they fit the screen, read well and pass axe.

test('on a phone: the forgot-password and reset-password pages fit and pass axe', async ({ page }) => {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill('someone-with-a-rather-long-address@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shot(page, 'forgot-password-phone');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/reset-password?token=not-checked-until-sent');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Please fill in both password fields')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shot(page, 'reset-password-phone');
  expect(await axeViolations(page)).toEqual([]);

  // A token the server does not know: the page says the link no longer works.
  await page.getByLabel('New password', { exact: true }).fill('fresh-start-2027');
  await page.getByLabel('Confirm new password').fill('fresh-start-2027');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});
