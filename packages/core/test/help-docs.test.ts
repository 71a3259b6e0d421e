import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '../src/help/faq.ts';
import { FEATURE_SLUGS } from '../src/help/feature-cards.ts';
import { FEATURES } from '../src/help/features.ts';
import { HELP_ARTICLES } from '../src/help/help-articles.ts';
import { DEFAULT_CONDITIONS_TEXT } from '../src/help/pricing-facts.ts';
import { forServer } from '../src/help/help-doc.ts';
import { HELP_DOCS } from '../src/help/help-docs.ts';
import { DEFAULT_PRICING_SETTINGS } from '../src/pricing/pricing-settings.ts';
import { CATEGORIES } from '../src/values/catalog.ts';

describe('help content', () => {
  it('gives every document a unique id and the page and anchor where it shows', () => {
    const ids = HELP_DOCS.map((doc) => doc.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const doc of HELP_ARTICLES) expect(doc.path).toBe(`/help#${doc.id}`);
    for (const doc of FAQ_ENTRIES) expect(doc.path).toBe(`/faq#${doc.id}`);
    expect(FEATURES.map((doc) => doc.path)).toEqual(FEATURE_SLUGS.map((slug) => `/features/${slug}`));
    for (const doc of HELP_DOCS) {
      // Anchors are plain words, so `#id` always finds its element.
      expect(doc.id).toMatch(/^[a-z0-9-]+$/);
      expect(doc.summary.length).toBeGreaterThan(20);
      expect(doc.sections.length).toBeGreaterThan(0);
      for (const section of doc.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it('covers the topics the help must answer', () => {
    expect(HELP_ARTICLES.map((doc) => doc.id)).toEqual(
      expect.arrayContaining([
        'getting-started',
        'projects-and-folders',
        'photographing-and-analysing',
        'reviewing-items',
        'pricing-rules',
        'price-tags',
        'reports',
        'promotional-material',
        'marketplace-listings',
        'csv-import-export',
        'backup',
        'team-accounts',
        'plans-and-credits',
        'estatesales-net',
        'installing-the-app',
        'data-dashboard',
      ]),
    );
  });

  it('quotes the default condition rules and the categories as core has them', () => {
    const words = DEFAULT_PRICING_SETTINGS.conditionMultipliers.map((c) => `${c.name} ${c.percentage}%`);
    expect(DEFAULT_CONDITIONS_TEXT).toBe(`${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);
    const pricing = HELP_ARTICLES.find((doc) => doc.id === 'pricing-rules')!;
    const text = pricing.sections.flatMap((s) => s.paragraphs).join(' ');
    expect(text).toContain(`markdown of ${DEFAULT_PRICING_SETTINGS.markdownPercentage}%`);
    expect(text).toContain(`between $${DEFAULT_PRICING_SETTINGS.minimumPrice} and $10,000`);
    expect(DEFAULT_PRICING_SETTINGS.maximumPrice).toBe(10_000);
    expect(CATEGORIES).toHaveLength(15);
  });

  it('shows a server without billing no plan, trial or credit', () => {
    const unbilled = HELP_DOCS.filter((doc) => doc.billing !== 'billed').map((doc) => forServer(doc, false));
    const text = unbilled.flatMap((doc) => [doc.title, doc.summary, ...doc.sections.flatMap((s) => s.paragraphs)]);
    for (const line of text) expect(line).not.toMatch(/\bcredits?\b|\btrial\b|\bplans?\b|a month/i);
    // A billed server sees those sections.
    const billed = HELP_DOCS.map((doc) => forServer(doc, true)).flatMap((doc) => doc.sections);
    expect(billed.some((section) => section.billing === 'billed')).toBe(true);
  });
});
