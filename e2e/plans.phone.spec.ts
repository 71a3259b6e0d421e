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

  // The phone menu has what the profile dropdown has: My Account, the plan with the trial's countdown, its
  // billing actions and Add Credits.
  await page.goto('/projects');
  await page.getByRole('button', { name: /menu/i }).first().click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(menu.getByTestId('sheet-plan-label')).toHaveText('7-Day Pro Trial');
  await expect(menu.getByText(/^\d+d \d+h \d+m left$/)).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
  await shot(page, 'menu-phone');
  expect(await axeViolations(page)).toEqual([]);
  await menu.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(/cancel/i);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add Credits' }).click();
  await expect(page.getByRole('dialog', { name: 'Add AI credits' })).toBeVisible();
});

test("on a phone the pricing page's account form takes its code when its card comes near, then works", async ({
  page,
}) => {
  const formCode: string[] = [];
  page.on('request', (request) => {
    if (/\/pricing-auth-form-[^/]+\.js$/.test(request.url())) formCode.push(request.url());
  });
  await page.goto('/pricing');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // Four screens below the plans: its HTML is there, its code is not yet.
  expect(formCode).toEqual([]);
  await expect(page.locator('[data-awaiting-code]')).toHaveCount(1);
  await page.getByRole('heading', { level: 2, name: 'Create your account first' }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-awaiting-code]')).toHaveCount(0);
  expect(formCode).toHaveLength(1);
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in to choose a plan' })).toBeVisible();
});
