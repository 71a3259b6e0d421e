import type { Page } from '@playwright/test';
import { axeViolations, shot } from './analysis-helpers.ts';
import { expect, test } from './fixtures.ts';

// The plan pages on a phone (Pixel 7): the pricing cards stack, the header's links fit, and the account
// page's plan and billing buttons wrap within the screen.

const SCREEN_WIDTH = 412;
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('the pricing page and My Account fit the screen', async ({ page, signIn }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: 'Start 7-Day Free Trial: Pro 600' })).toBeVisible();
  await shot(page, 'pricing-phone');
  expect(await axeViolations(page)).toEqual([]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(SCREEN_WIDTH);

  await signIn();
  await page.goto('/choose-tier');
  await page.getByRole('button', { name: 'Start 7-Day Free Trial: Pro 900' }).click();
  await page.getByLabel('Email').fill('phone-payer@example.com');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByTestId('welcome-plan')).toContainText('7-Day Pro Trial');
  await expect(page.getByText('Subscription successfully linked to your account!')).toBeVisible();
  await shot(page, 'welcome-phone');
  expect(await pageWidth(page)).toBeLessThanOrEqual(SCREEN_WIDTH);

  await page.goto('/account');
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
  await shot(page, 'account-phone');
  expect(await axeViolations(page)).toEqual([]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(SCREEN_WIDTH);

  // The phone menu leads to My Account too.
  await page.goto('/projects');
  await page.getByRole('button', { name: /menu/i }).first().click();
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
});
