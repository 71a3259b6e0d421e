import { findTour, type TourId } from '../apps/web/src/features/tours/lib/tours.ts';
import { test } from './fixtures.ts';
import { completeTours, seedTourWorkspace, walkTour, type SeenStep } from './tour-helpers.ts';

/**
 * What each tour shows on a phone, started from the projects page of a workspace with a project and items.
 * The desktop navigation and Upload button are in the menu here, so those steps ring the menu button; the
 * Tutorials tab is not on small screens (core-app.md section 2), so its step is passed over.
 */
const PHONE_WALKS: Record<TourId, { title: string; steps: SeenStep[] }> = {
  'quick-start': {
    title: 'Quick start',
    steps: [
      ['Welcome to Tagwise', null],
      ['Projects: one per sale', 'mobile-menu'],
      ['Start a sale', 'new-project'],
      ['Inventory: every item in one list', 'mobile-menu'],
      ['Your settings', 'mobile-menu'],
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
      ['Or upload photos', 'mobile-menu'],
      ['Analyze inside a project', 'project-card'],
      ['Help the AI with what you know', null],
      ['Studio photos (Pro and Enterprise)', null],
      ['What you get', null],
      ['Many items at once', 'mobile-menu'],
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
      ['Settings live here', 'mobile-menu'],
      ['Condition multipliers', 'pricing-conditions'],
      ['Category markdowns', 'pricing-markdowns'],
      ['Limits and markup', 'pricing-limits'],
      ['What lists show', 'display-preferences'],
    ],
  },
};

test.describe('every tour on a phone', () => {
  for (const [tourId, walk] of Object.entries(PHONE_WALKS) as [TourId, (typeof PHONE_WALKS)[TourId]][]) {
    test(`${walk.title}: each step points at its element`, async ({ page, signIn }) => {
      const user = await signIn();
      await seedTourWorkspace(page.request);
      await completeTours(page, user.userId, findTour(tourId)!.prerequisites);
      await page.goto(`/projects?tour=${tourId}`);
      await walkTour(page, walk.steps, walk.title);
    });
  }
});
