import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';
import { findTour, type TourId } from '../apps/web/src/features/tours/lib/tours.ts';
import { completeTours, expectStep, seedTourWorkspace, tourCard, walkTour, type SeenStep } from './tour-helpers.ts';
const axeViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test.describe('guided tours', () => {
  test('a new admin is offered the quick start and walks it to the end, pointed at each screen', async ({
    page,
    signIn,
  }) => {
    await signIn(undefined, { tourOffer: true });
    await page.request.post('/api/projects', { data: { name: 'Oak Street sale' } });
    await page.goto('/inventory');
    const offer = page.getByRole('region', { name: 'New to Tagwise?' });
    await expect(offer).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await offer.getByRole('button', { name: 'Start tour' }).click();
    await expect(offer).toHaveCount(0);

    const card = tourCard(page);
    await expect(card).toContainText('Quick start · Step 1 of 6');
    await expect(card.getByRole('heading', { name: 'Welcome to Tagwise' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Next' }).click();

    // Step 2 goes to the projects page and points at the navigation.
    await expect(card.getByRole('heading', { name: 'Projects: one per sale' })).toBeVisible();
    await expect(page).toHaveURL(/\/projects$/);
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(card.getByRole('heading', { name: 'Start a sale' })).toBeVisible();
    // Back returns a step; the page stays usable while the tour runs (not modal).
    await card.getByRole('button', { name: 'Back' }).click();
    await expect(card).toContainText('Step 2 of 6');
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('link', { name: /Oak Street sale/ })).toBeVisible();
    for (const heading of ['Inventory: every item in one list', 'Your settings', 'You are set']) {
      await card.getByRole('button', { name: 'Next' }).click();
      await expect(card.getByRole('heading', { name: heading })).toBeVisible();
    }
    await card.getByRole('button', { name: 'Finish' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('Tour completed: Quick start')).toBeVisible();

    // Completion is remembered across a reload: no offer again, and the list shows it done.
    await page.goto('/projects?settings=tutorials');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog.getByText('1 of 6 tours completed')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Restart Quick start' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'New to Tagwise?' })).toHaveCount(0);
  });

  test('closing asks "Skip this tour?": no pauses it to resume later, yes skips it', async ({ page, signIn }) => {
    await signIn(undefined, { tourOffer: true });
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Start tour' }).click();
    const card = tourCard(page);
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(card).toContainText('Step 2 of 6');

    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Skip this tour?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Pause tour' }).click();
    await expect(card).toHaveCount(0);
    const paused = page.getByRole('region', { name: 'Continue your tour?' });
    await expect(paused).toContainText('paused at step 2 of 6');

    await page.reload();
    await paused.getByRole('button', { name: 'Resume tour' }).click();
    await expect(card).toContainText('Step 2 of 6');

    await card.getByRole('button', { name: 'Close tour' }).click();
    await ask.getByRole('button', { name: 'Skip tour' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Continue your tour|New to Tagwise/ })).toHaveCount(0);
  });

  test('a tour never points at nothing nor pulls the person back: it pauses where its element is missing', async ({
    page,
    signIn,
  }) => {
    const user = await signIn();
    await page.request.post('/api/projects', { data: { name: 'Elm Street sale' } });
    await page.addInitScript((userId) => {
      const key = `tagwise:tours:${userId}`;
      const progress = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...progress, completedTours: ['quick-start'] }));
    }, user.userId);
    await page.goto('/projects?tour=projects');
    const card = tourCard(page);
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(card.getByRole('heading', { name: 'A project at a glance' })).toBeVisible();

    // Off to a page without the project cards: no card in the middle of it, the tour waits in the corner.
    await page.getByRole('link', { name: 'Inventory' }).first().click();
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(card).toHaveCount(0);
    const paused = page.getByRole('region', { name: 'Continue your tour?' });
    await expect(paused).toContainText('paused at step 2 of');
    // Nothing stands in the way of the account menu and its Settings.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    await page.keyboard.press('Escape');

    // A page loaded with a tour running stays where it is; with the step's element missing, it pauses too.
    await page.evaluate((userId) => {
      const key = `tagwise:tours:${userId}`;
      const progress = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...progress, status: 'running', currentStep: 1 }));
    }, user.userId);
    await page.reload();
    await expect(paused).toBeVisible();
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(card).toHaveCount(0);

    // Resumed on its own page, it points at the cards again.
    await page.goto('/projects');
    await paused.getByRole('button', { name: 'Resume tour' }).click();
    await expect(card.getByRole('heading', { name: 'A project at a glance' })).toBeVisible();
    await expect(page.getByTestId('tour-spotlight')).toBeVisible();
  });

  test('a tour with prerequisites waits for them; an unknown tour is refused', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/projects?tour=projects');
    await expect(page.getByText('Please complete these tours first: Quick start')).toBeVisible();
    await expect(tourCard(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/projects$/);

    await page.goto('/projects?tour=bogus');
    await expect(page.getByText('Tour not found')).toBeVisible();

    await page.goto('/projects?settings=tutorials');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog.getByText('After Quick start').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Start Projects and items' }).click();
    await expect(page.getByText('Please complete these tours first: Quick start')).toBeVisible();
    await expect(tourCard(page)).toHaveCount(0);
  });

  test('the settings tour opens the pricing tab and display preferences beside the card', async ({ page, signIn }) => {
    const user = await signIn();
    await page.addInitScript((userId) => {
      localStorage.setItem(`tagwise:tours:${userId}`, JSON.stringify({ completedTours: ['quick-start'] }));
    }, user.userId);
    await page.goto('/projects?settings=tutorials');
    await page.getByRole('button', { name: 'Start Pricing rules' }).click();
    const card = tourCard(page);
    await expect(card.getByRole('heading', { name: 'Settings live here' })).toBeVisible();
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(card.getByRole('heading', { name: 'Condition multipliers' })).toBeVisible();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
    // The card's buttons work although a dialog is open.
    await card.getByRole('button', { name: 'Next' }).click();
    await card.getByRole('button', { name: 'Next' }).click();
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(card.getByRole('heading', { name: 'What lists show' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Display Preferences' })).toBeVisible();
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(settings.getByRole('tab', { name: 'Tutorials' })).toHaveAttribute('aria-selected', 'true');
    await card.getByRole('button', { name: 'Finish' }).click();
    await expect(settings.getByText('2 of 6 tours completed')).toBeVisible();
  });

  test("the item analysis tour points at the camera and upload buttons, then the project's Analyze Photos", async ({
    page,
    signIn,
  }) => {
    const user = await signIn();
    await page.addInitScript((userId) => {
      localStorage.setItem(`tagwise:tours:${userId}`, JSON.stringify({ completedTours: ['quick-start'] }));
    }, user.userId);
    const project = (await (await page.request.post('/api/projects', { data: { name: 'Tour sale' } })).json()) as {
      id: string;
    };
    await page.goto(`/projects/${project.id}?tour=item-analysis`);
    const card = tourCard(page);
    await expect(card.getByRole('heading', { name: 'Photograph an item' })).toBeVisible();
    const spotlightOn = async (name: string) => {
      const spot = (await page.getByTestId('tour-spotlight').boundingBox())!;
      const target = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(Math.abs(spot.x + 6 - target.x)).toBeLessThan(2);
      expect(Math.abs(spot.y + 6 - target.y)).toBeLessThan(2);
    };
    await spotlightOn('Take Photo');
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(card.getByRole('heading', { name: 'Or upload photos' })).toBeVisible();
    await spotlightOn('Upload Images');
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(card.getByRole('heading', { name: 'Analyze inside a project' })).toBeVisible();
    await spotlightOn('Analyze Photos');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('turning help tips off hides the "?" tips; turning suggestions off hides the offer', async ({
    page,
    signIn,
  }) => {
    await signIn(undefined, { tourOffer: true });
    await page.goto('/projects');
    await expect(page.getByRole('region', { name: 'New to Tagwise?' })).toBeVisible();
    await page.goto('/projects?settings=pricing');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog.getByRole('button', { name: 'Help: Condition multipliers' })).toBeVisible();

    await dialog.getByRole('tab', { name: 'Tutorials' }).click();
    await dialog.getByRole('switch', { name: 'Show help tips' }).click();
    await dialog.getByRole('switch', { name: 'Suggest tours' }).click();
    await expect(dialog.getByRole('switch', { name: 'Suggest tours' })).not.toBeChecked();
    await dialog.getByRole('tab', { name: 'Pricing' }).click();
    await expect(dialog.getByRole('button', { name: 'Help: Condition multipliers' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'New to Tagwise?' })).toHaveCount(0);

    // Saved to the account: a reload (fresh cache) keeps both off.
    await page.evaluate(() => localStorage.removeItem('tagwise:onboarding'));
    await page.goto('/projects?settings=pricing');
    await expect(page.getByRole('dialog', { name: 'Settings' }).getByText('Condition multipliers')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Help: Condition multipliers' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'New to Tagwise?' })).toHaveCount(0);
    const profile = (await (await page.request.get('/api/settings/account')).json()) as Record<string, unknown>;
    expect(profile).toMatchObject({ toursEnabled: false, helpTipsEnabled: false });
  });

  test("the sale-day tour, taken from a project's page, points at Print Tags, the reports menu and its checkout", async ({
    page,
    signIn,
  }) => {
    const user = await signIn();
    await page.addInitScript((userId) => {
      localStorage.setItem(`tagwise:tours:${userId}`, JSON.stringify({ completedTours: ['quick-start'] }));
    }, user.userId);
    const project = (await (await page.request.post('/api/projects', { data: { name: 'Oak Street' } })).json()) as {
      id: string;
    };
    // A second, older project: the tour stays on the one open.
    await page.request.post('/api/projects', { data: { name: 'Elm Street' } });
    await page.request.post('/api/items', {
      data: { projectId: project.id, name: 'Brass lamp', category: 'Decor', tagPrice: 20 },
    });
    await page.goto(`/projects/${project.id}?tour=reports`);
    const card = tourCard(page);
    await expect(card.getByRole('heading', { name: 'It starts from a project' })).toBeVisible();
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(card.getByRole('heading', { name: 'Price tags' })).toBeVisible();
    await expect(card).toContainText('Step 2 of 11');
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
    await expect(page.locator('[data-tour="print-tags"]')).toBeVisible();
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(card.getByRole('heading', { name: 'Reports and files' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}`));
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(card.getByRole('heading', { name: 'Ring up from the project' })).toBeVisible();
    await expect(page.locator('[data-tour="ring-up"]')).toBeVisible();
    await card.getByRole('button', { name: 'Next' }).click();
    // The checkout steps open this project's checkout, not another sale's.
    await expect(card.getByRole('heading', { name: 'Scan the tags' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/checkout`));
    for (const next of ['Untagged things', 'The cart', 'Invoices', 'Several phones at once']) {
      await card.getByRole('button', { name: 'Next' }).click();
      await expect(card.getByRole('heading', { name: next })).toBeVisible();
    }
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(card.getByRole('heading', { name: 'Marketplace listings' })).toBeVisible();
    await expect(page).toHaveURL(/\/inventory/);
    await card.getByRole('button', { name: 'Next' }).click();
    await card.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('Tour completed: Sale day: tags, reports and files')).toBeVisible();
  });

  test('the AI features tour waits for the quick start and item analysis, then walks the chooser, an item and a project', async ({
    page,
    signIn,
  }) => {
    const user = await signIn();
    const { project, flagged } = await seedTourWorkspace(page.request);
    await page.goto('/projects?settings=tutorials');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog.getByText('0 of 6 tours completed')).toBeVisible();
    const row = dialog.getByRole('listitem').filter({ hasText: 'AI features' });
    await expect(row).toContainText('4 min · Intermediate');
    await expect(row).toContainText('After Quick start and Item analysis');
    await row.getByRole('button', { name: 'Start AI features' }).click();
    await expect(page.getByText('Please complete these tours first: Quick start, Item analysis')).toBeVisible();
    await expect(tourCard(page)).toHaveCount(0);

    await completeTours(page, user.userId, ['quick-start', 'item-analysis']);
    await page.goto('/projects?settings=tutorials');
    await dialog.getByRole('button', { name: 'Start AI features' }).click();
    // Every step of the desktop walk below, checked the same way, with what happens between them.
    const [whatItDoes, threeWaysIn, ...onAnItem] = DESKTOP_WALKS['ai-features'].steps;
    const card = tourCard(page);
    await expectStep(page, whatItDoes!);
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Next' }).click();
    // The chooser opens beside the card, which stays usable; Next closes it again.
    const chooser = page.getByRole('dialog', { name: 'Quick Analysis' });
    await expect(chooser).toBeVisible();
    await expectStep(page, threeWaysIn!);
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(chooser).toHaveCount(0);
    // The newest item's page, whose analysis asked for a review.
    await expect(card.getByRole('heading', { name: 'What the analysis found' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/items/${flagged.id}$`));
    await walkTour(page, onAnItem, 'AI features');
    // The promotional material step took the person to the item's project.
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  });

  test('without any item yet, the AI features steps about an item page show their text in the middle', async ({
    page,
    signIn,
  }) => {
    const user = await signIn();
    await completeTours(page, user.userId, ['quick-start', 'item-analysis']);
    await page.goto('/projects?tour=ai-features');
    await walkTour(
      page,
      [
        ['What the AI does', null],
        ['Three ways in', 'analysis-modes'],
        ['What the analysis found', null],
        ['Research sources', null],
        ['Needs review', null],
        ['Studio photos (Pro and Enterprise)', null],
        ['Marketplace listings', null],
        ['Promotional material', null],
      ],
      'AI features',
    );
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('a sub-user has no Tutorials tab and is not offered the admin-only tour', async ({ page, signIn }) => {
    const admin = uniqueEmail('admin');
    await signIn(admin);
    await page.context().clearCookies();
    const helper = await signIn(uniqueEmail('helper'), { subUserOf: admin });
    await page.addInitScript((userId) => {
      localStorage.setItem(`tagwise:tours:${userId}`, JSON.stringify({ completedTours: ['quick-start'] }));
    }, helper.userId);
    await page.goto('/projects?settings=profile');
    await expect(page.getByRole('dialog', { name: 'Settings' }).getByRole('tab', { name: 'Tutorials' })).toHaveCount(0);
    await page.goto('/projects?tour=settings');
    await expect(page.getByText('Tour not found')).toBeVisible();
  });
});

/**
 * What each tour shows on a desktop screen, started from the projects page of a workspace with a project
 * and items: every step rings a real element, except those written to stand without one.
 */
const DESKTOP_WALKS: Record<TourId, { title: string; steps: SeenStep[] }> = {
  'quick-start': {
    title: 'Quick start',
    steps: [
      ['Welcome to Tagwise', null],
      ['Projects: one per sale', 'nav-projects'],
      ['Start a sale', 'new-project'],
      ['Inventory: every item in one list', 'nav-inventory'],
      ['Your settings', 'account-menu'],
      ['You are set', null],
    ],
  },
  projects: {
    title: 'Projects and items',
    steps: [
      ['Folders', 'new-folder'],
      ['A project at a glance', 'project-card'],
      ['The project menu', 'project-menu'],
      ['Find items fast', 'item-search'],
      ['Filters and sort', 'item-filters'],
      ['Bulk actions', 'item-select'],
    ],
  },
  'item-analysis': {
    title: 'Item analysis',
    steps: [
      ['Photograph an item', 'take-photo'],
      ['Or upload photos', 'upload-photos'],
      ['Analyze inside a project', 'project-card'],
      ['Help the AI with what you know', null],
      ['Studio photos (Pro and Enterprise)', null],
      ['What you get', null],
      ['Many items at once', 'nav-queue'],
      ['Check it, then tag it', null],
    ],
  },
  'ai-features': {
    title: 'AI features',
    steps: [
      ['What the AI does', null],
      ['Three ways in', 'analysis-modes'],
      ['What the analysis found', 'analysis-summary'],
      ['Research sources', 'research-sources'],
      ['Needs review', 'needs-review'],
      ['Studio photos (Pro and Enterprise)', 'enhance-photo'],
      ['Marketplace listings', 'listing-draft'],
      ['Promotional material', 'reports-menu'],
    ],
  },
  reports: {
    title: 'Sale day: tags, reports and files',
    steps: [
      ['It starts from a project', null],
      ['Price tags', 'print-tags'],
      ['Reports and files', 'reports-menu'],
      ['Ring up from the project', 'ring-up'],
      ['Scan the tags', 'checkout-scan'],
      ['Untagged things', 'checkout-add'],
      ['The cart', 'checkout-cart'],
      ['Invoices', 'checkout-invoices'],
      ['Several phones at once', null],
      ['Marketplace listings', 'item-select'],
      ['Keep a backup', null],
    ],
  },
  settings: {
    title: 'Pricing rules',
    steps: [
      ['Settings live here', 'account-menu'],
      ['Condition multipliers', 'pricing-conditions'],
      ['Category markdowns', 'pricing-markdowns'],
      ['Limits and markup', 'pricing-limits'],
      ['What lists show', 'display-preferences'],
      ['Tutorials', 'tutorials-tab'],
    ],
  },
};

test.describe('every tour on a desktop screen', () => {
  for (const [tourId, walk] of Object.entries(DESKTOP_WALKS) as [TourId, (typeof DESKTOP_WALKS)[TourId]][]) {
    // The AI features journey above walks each of its steps from the same workspace, with the same checks.
    if (tourId === 'ai-features') continue;
    test(`${walk.title}: each step points at its element`, async ({ page, signIn }) => {
      const user = await signIn();
      await seedTourWorkspace(page.request);
      await completeTours(page, user.userId, findTour(tourId)!.prerequisites);
      await page.goto(`/projects?tour=${tourId}`);
      await walkTour(page, walk.steps, walk.title);
    });
  }
});
