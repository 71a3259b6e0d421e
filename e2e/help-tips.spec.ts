import type { Page } from '@playwright/test';
import { axeViolations } from './analysis-helpers.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';
import { seedTourWorkspace } from './tour-helpers.ts';

// The help tips on the screens a new person meets first: shown while "Show help tips" is on, each
// dismissed on its own and remembered for that person in this browser.

const tip = (page: Page, title: string) => page.getByRole('region', { name: `Tip: ${title}` });

test('a new person meets a tip on each first screen, and each stays dismissed on its own', async ({ page, signIn }) => {
  await signIn(undefined, { helpTips: true });
  await page.goto('/projects');
  await expect(tip(page, 'Start from the camera')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const { project, flagged } = await seedTourWorkspace(page.request);
  await page.reload();
  await expect(tip(page, 'Start from the camera')).toHaveCount(0);
  const projectsTip = tip(page, 'Tag prices follow your rules');
  await expect(projectsTip).toBeVisible();
  // The reloaded page is the server's HTML until the app takes it over: a key pressed before then does
  // nothing (clicks wait, index.css; a key on a focused button does not), so the person's key comes after.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  // By keyboard: Got it hides the tip and focus moves on to the next control instead of being lost.
  await projectsTip.getByRole('button', { name: 'Got it, hide this tip' }).focus();
  await page.keyboard.press('Enter');
  await expect(projectsTip).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Oak Street sale' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Oak Street sale' })).toBeVisible();
  await expect(projectsTip).toHaveCount(0);

  // The other screens' tips are still there: one at a time, each where it helps.
  await page.goto(`/projects/${project.id}`);
  await expect(tip(page, 'Fill this sale with items')).toBeVisible();
  await page.goto(`/projects/${project.id}?analyze=choose`);
  const chooser = page.getByRole('dialog', { name: 'Quick Analysis' });
  await expect(chooser.getByRole('region', { name: 'Tip: Which one?' })).toBeVisible();
  // The chooser's first focus is a choice, not the tip's button.
  await expect(chooser.getByRole('button', { name: /Use Camera/ })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await chooser.getByRole('button', { name: /Multiple Items/ }).click();
  const multi = page.getByRole('dialog', { name: 'Multiple Items' });
  await expect(multi.getByRole('region', { name: 'Tip: No need to wait' })).toBeVisible();
  await multi
    .getByRole('region', { name: 'Tip: No need to wait' })
    .getByRole('button', { name: /Got it/ })
    .click();
  await expect(multi.getByRole('region', { name: 'Tip: No need to wait' })).toHaveCount(0);
  // Still in the dialog, with focus on one of its controls.
  await expect(multi).toBeVisible();
  expect(await multi.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');

  await page.goto(`/items/${flagged.id}`);
  await expect(tip(page, 'Check it, then tag it')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/inventory');
  await expect(tip(page, 'Find an item at checkout')).toBeVisible();

  // Dismissals are this person's: someone else signing in on this browser meets the tips afresh.
  await page.context().clearCookies();
  await signIn(uniqueEmail('second'), { helpTips: true });
  await page.goto('/inventory');
  await expect(tip(page, 'Find an item at checkout')).toBeVisible();
  await page.goto(`/projects/${project.id}?analyze=multi`);
  await expect(page.getByRole('dialog', { name: 'Multiple Items' })).toBeVisible();
  await expect(tip(page, 'No need to wait')).toBeVisible();
});

test('with "Show help tips" off no tip shows, and turned on again the ones not dismissed come back', async ({
  page,
  signIn,
}) => {
  await signIn(undefined, { helpTips: true });
  await seedTourWorkspace(page.request);
  await page.goto('/inventory');
  const inventoryTip = tip(page, 'Find an item at checkout');
  await expect(inventoryTip).toBeVisible();

  await page.goto('/inventory?settings=profile');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('switch', { name: 'Show help tips' }).click();
  await expect(settings.getByRole('switch', { name: 'Show help tips' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  await expect(inventoryTip).toHaveCount(0);
  // Saved to the account: a fresh browser copy of the switches and every screen agree.
  await page.evaluate(() => localStorage.removeItem('tagwise:onboarding'));
  for (const path of ['/projects', '/inventory', '/projects?analyze=choose']) {
    await page.goto(path);
    // With the chooser open (a modal dialog) the page behind it, heading included, is hidden from roles.
    if (path.includes('analyze')) await expect(page.getByRole('dialog', { name: 'Quick Analysis' })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-screen-tip]')).toHaveCount(0);
  }

  await page.goto('/inventory?settings=profile');
  await settings.getByRole('switch', { name: 'Show help tips' }).click();
  await expect(settings.getByRole('switch', { name: 'Show help tips' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(inventoryTip).toBeVisible();
});
