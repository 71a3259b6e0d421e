// The five feature pages' cards (commercial-side.md section 2): what the home page and the public pages'
// footer show of each page, apart from the pages' own text (features.ts), so that the landing page's
// script, which draws the cards, does not carry the five pages.
import { CATEGORIES } from '../values/catalog.ts';

export const FEATURE_SLUGS = [
  'ai-analysis',
  'image-enhancement',
  'smart-pricing',
  'project-management',
  'security',
] as const;
export type FeatureSlug = (typeof FEATURE_SLUGS)[number];

export interface FeatureCard {
  slug: FeatureSlug;
  /** The card's short name on the home page and in navigation. */
  shortTitle: string;
  summary: string;
  path: `/features/${FeatureSlug}`;
}

const card = (slug: FeatureSlug, shortTitle: string, summary: string): FeatureCard => ({
  slug,
  shortTitle,
  summary,
  path: `/features/${slug}`,
});

/** In the order the home page and the footer show them. */
export const FEATURE_CARDS: readonly FeatureCard[] = [
  card(
    'ai-analysis',
    'AI analysis',
    `Photograph an item and Tagwise names it, sorts it into one of ${CATEGORIES.length} categories, judges its condition and estimates its retail price with a confidence score.`,
  ),
  card(
    'image-enhancement',
    'Image enhancement',
    'Cut an item out of a cluttered garage or basement and put it on a clean white background, beside the original.',
  ),
  card(
    'smart-pricing',
    'Smart pricing',
    'Turn retail estimates into tag prices with your own markdowns, condition multipliers and limits, per account and per sale, and see how each price was worked out.',
  ),
  card(
    'project-management',
    'Project management',
    'Organise items by sale and folder, find any item across your inventory, and produce the tags, reports, promotion and listings a sale needs.',
  ),
  card(
    'security',
    'Security',
    "Your photos and items are your workspace's alone: private photos, strict access by role, encrypted keys, no tracking, and software you can run yourself.",
  ),
];
