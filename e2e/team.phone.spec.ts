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

test('on a phone: a member turns tours and help tips off in My Account and the Settings profile', async ({
  page,
  signIn,
}) => {
  const admin = uniqueEmail('phone-boss');
  await signIn(admin);
  await page.context().clearCookies();
  await signIn(uniqueEmail('phone-helper'), { subUserOf: admin });
  const saved = async () =>
    (await (await page.request.get('/api/settings/account')).json()) as {
      toursEnabled: boolean;
      helpTipsEnabled: boolean;
    };

  // A member has no Tutorials tab, and a phone would hide it anyway: the switches are in the profile.
  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Profile', exact: true });
  await profile.getByRole('switch', { name: 'Show help tips' }).click();
  await profile.getByRole('switch', { name: 'Suggest tours' }).click();
  await expect(profile.getByRole('switch', { name: 'Suggest tours' })).not.toBeChecked();
  await expect.poll(saved).toMatchObject({ toursEnabled: false, helpTipsEnabled: false });
  await shot(page, 'account-onboarding-phone');
  expect(await axeViolations(page)).toEqual([]);

  // The Settings dialog's Profile tab shows the same choice, and changes it too.
  await page.goto('/projects?settings=profile');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('switch', { name: 'Show help tips' })).not.toBeChecked();
  await dialog.getByRole('switch', { name: 'Suggest tours' }).click();
  await expect(dialog.getByRole('switch', { name: 'Suggest tours' })).toBeChecked();
  await expect.poll(saved).toMatchObject({ toursEnabled: true, helpTipsEnabled: false });
});
