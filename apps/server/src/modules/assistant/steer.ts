import type { ChatContext } from '@tagwise/core/schemas/assistant';

/**
 * The help nearest to each area of the app (the chat context's `feature`): asked there, a question's ties
 * go to these docs ("how do I print these?" on a project's page). Ids of help/, faq and feature docs.
 */
const NEAR: Record<string, readonly string[]> = {
  home: ['what-is-tagwise'],
  projects: ['projects-and-folders', 'getting-started'],
  project: ['projects-and-folders', 'price-tags', 'reports', 'estatesales-net', 'csv-import-export'],
  promo: ['promotional-material'],
  'day-end': ['end-of-day'],
  settlement: ['settlement', 'end-of-day'],
  item: ['photographing-and-analysing', 'pricing-rules', 'marketplace-listings', 'studio-photos'],
  inventory: ['projects-and-folders', 'csv-import-export', 'marketplace-listings'],
  review: ['reviewing-items'],
  queue: ['photographing-and-analysing'],
  team: ['team-accounts'],
  credits: ['plans-and-credits', 'out-of-credits'],
  plans: ['plans-and-credits', 'which-plan', 'free-plan'],
  tag: ['price-tags'],
};

/** The docs a question asked in this context leans towards. */
export function nearDocs(context: Pick<ChatContext, 'feature'>): readonly string[] {
  const area = context.feature;
  if (!area) return [];
  if (area.startsWith('feature:')) return [`feature-${area.slice('feature:'.length)}`];
  return NEAR[area] ?? [];
}
