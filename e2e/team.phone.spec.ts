import { axeViolations, shot } from './analysis-helpers.ts';
import { seedCredits } from './credits-seed.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

// The team on a phone: the admin's team page and account page, and a member's header with the Team badge
// and a menu without the admin's entries.

test('on a phone: the admin manages the team and the account; a member sees the Team badge', async ({
  page,
  signIn,
}) => {
  const admin = uniqueEmail('phone-admin');
  await signIn(admin);
  await seedCredits(page.request, { tier: 'pro-600', status: 'active' });
  const res = await page.request.post('/api/team/members', {
    data: { displayName: 'Sam Lifter', email: uniqueEmail('lifter'), password: 'Heavy-lift-88' },
  });
  expect(res.status()).toBe(201);

  await page.goto('/team');
  await expect(page.getByRole('list', { name: 'Team members' })).toContainText('Sam Lifter');
  await shot(page, 'team-phone');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Security' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage team' })).toBeVisible();
  await shot(page, 'account-phone');
  expect(await axeViolations(page)).toEqual([]);

  await page.context().clearCookies();
  await signIn(uniqueEmail('phone-member'), { subUserOf: admin });
  await page.goto('/projects');
  await expect(page.getByRole('banner').getByText('Team', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Manage Plan' })).toHaveCount(0);
  await shot(page, 'member-menu-phone');
  // New Project from the phone menu opens the Create New Project dialog on the projects page.
  await menu.getByRole('link', { name: 'New Project' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Project' });
  await expect(create).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(create).toHaveCount(0);
  await expect(page).toHaveURL(/\/projects$/);
});
