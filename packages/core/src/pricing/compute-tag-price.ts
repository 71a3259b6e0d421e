import type { Category } from '../catalog/categories.ts';
import type { PricingSettings, ProjectPricing } from './pricing-settings.ts';
import { formatUsCents, formatUsNumber } from '../values/us-number.ts';

// The one pricing function (CONVENTIONS 5). Server, web and tests all call this; nothing else computes
// a tag price.
//
//   tag = round( retail x (1 - markdown/100) x (condition/100) x (1 + markup/100) ), then clamped to
//         the account's minimum and maximum price.
//
// Which markdown applies, first match wins (written in the UI too):
//   1. the project's markdown for the item's category
//   2. the account's markdown for the item's category
//   3. the project's own markdown percentage
//   4. the account's markdown percentage

export type MarkdownSource = 'project-category' | 'account-category' | 'project' | 'account';

export const MARKDOWN_PRECEDENCE_TEXT =
  "Markdown used, first match wins: this project's markdown for the item's category, your category markdown, " +
  "this project's markdown, then your default markdown.";

export interface TagPriceInput {
  /** Retail price in cents (whole, not negative). */
  retailCents: number;
  category: Category;
  /** The condition name; looked up in the account's condition multipliers. */
  condition: string;
  settings: PricingSettings;
  project?: ProjectPricing | null;
}

export interface TagPriceResult {
  /** Whole currency units. */
  tagPrice: number;
  markdown: { percentage: number; source: MarkdownSource };
  /** The condition multiplier used; 100 when the account has none for this condition. */
  conditionPercentage: number;
  conditionHasRule: boolean;
  /**
   * The rule that priced the condition when it is not the condition's own: Unknown is priced with the
   * Good rule (the spec's default condition) unless the account has a rule named Unknown.
   */
  conditionPricedAs: string | null;
  markupPercentage: number;
  /** Set when the rounded price fell outside the account's range and was moved to its edge. */
  clampedTo: 'minimum' | 'maximum' | null;
  /** A sentence a person can check by hand, e.g. "Retail $120 → Furniture markdown 35% → $78 → Good 80% → $62". */
  breakdown: string;
}

export function resolveMarkdown(
  category: Category,
  settings: PricingSettings,
  project?: ProjectPricing | null,
): TagPriceResult['markdown'] {
  const projectCategory = project?.categoryMarkdowns.find((m) => m.category === category);
  if (projectCategory) return { percentage: projectCategory.markdown_percentage, source: 'project-category' };
  const accountCategory = settings.categoryMarkdowns.find((m) => m.category === category);
  if (accountCategory) return { percentage: accountCategory.markdown_percentage, source: 'account-category' };
  if (project && project.markdownPercentage !== null) {
    return { percentage: project.markdownPercentage, source: 'project' };
  }
  return { percentage: settings.markdownPercentage, source: 'account' };
}

export function conditionPercentage(condition: string, settings: PricingSettings): number | null {
  const wanted = condition.trim().toLowerCase();
  return settings.conditionMultipliers.find((c) => c.name.trim().toLowerCase() === wanted)?.percentage ?? null;
}

/** An unknown condition is priced as the spec's default condition, Good (core-app.md section 4). */
export const UNKNOWN_CONDITION_PRICED_AS = 'Good';

/** The rule a condition is priced with: its own, else (for Unknown only) Good's; null when none applies. */
export function conditionRule(
  condition: string,
  settings: PricingSettings,
): { percentage: number; pricedAs: string | null } | null {
  const own = conditionPercentage(condition, settings);
  if (own !== null) return { percentage: own, pricedAs: null };
  if (condition.trim().toLowerCase() !== 'unknown') return null;
  const good = conditionPercentage(UNKNOWN_CONDITION_PRICED_AS, settings);
  return good === null ? null : { percentage: good, pricedAs: UNKNOWN_CONDITION_PRICED_AS };
}

export function computeTagPrice(input: TagPriceInput): TagPriceResult {
  const { retailCents, category, condition, settings, project } = input;
  if (!Number.isInteger(retailCents) || retailCents < 0) {
    throw new RangeError(`retailCents must be a whole, non-negative number of cents (got ${retailCents})`);
  }
  const markdown = resolveMarkdown(category, settings, project);
  const rule = conditionRule(condition, settings);
  const conditionPct = rule?.percentage ?? 100;
  const markup = settings.markupPercentage;

  const retail = retailCents / 100;
  const afterMarkdown = retail * (1 - markdown.percentage / 100);
  const afterCondition = afterMarkdown * (conditionPct / 100);
  const afterMarkup = afterCondition * (1 + markup / 100);
  // Cut binary noise (78 x 0.8 = 62.400000000000006) before rounding half up to whole units.
  const rounded = Math.round(Number(afterMarkup.toFixed(6)));
  let tagPrice = rounded;
  let clampedTo: TagPriceResult['clampedTo'] = null;
  if (tagPrice < settings.minimumPrice) {
    tagPrice = settings.minimumPrice;
    clampedTo = 'minimum';
  } else if (tagPrice > settings.maximumPrice) {
    tagPrice = settings.maximumPrice;
    clampedTo = 'maximum';
  }

  const markdownLabel =
    markdown.source === 'project-category' || markdown.source === 'account-category'
      ? `${category} markdown ${formatPercent(markdown.percentage)}${markdown.source === 'project-category' ? ' (project)' : ''}`
      : `${markdown.source === 'project' ? 'Project' : 'Default'} markdown ${formatPercent(markdown.percentage)}`;
  const parts = [`Retail ${formatMoney(retail)}`, markdownLabel, formatMoney(afterMarkdown)];
  parts.push(
    rule === null
      ? `${condition} (no condition rule) 100%`
      : rule.pricedAs
        ? `${condition}, priced as ${rule.pricedAs} ${formatPercent(conditionPct)}`
        : `${condition} ${formatPercent(conditionPct)}`,
  );
  if (markup !== 0) parts.push(formatMoney(afterCondition), `markup ${formatPercent(markup)}`);
  parts.push(formatMoney(rounded));
  if (clampedTo) parts.push(`${clampedTo} price ${formatMoney(tagPrice)}`);

  return {
    tagPrice,
    markdown,
    conditionPercentage: conditionPct,
    conditionHasRule: rule !== null,
    conditionPricedAs: rule?.pricedAs ?? null,
    markupPercentage: markup,
    clampedTo,
    breakdown: parts.join(' → '),
  };
}

/**
 * $78, $62.40, $1,250: whole amounts without cents. Written out rather than with Intl (see us-number.ts):
 * the project page's first render formats every row's prices.
 */
export function formatMoney(amount: number): string {
  const cents = Math.round(amount * 100);
  return `$${cents % 100 === 0 ? formatUsNumber(cents / 100) : formatUsCents(cents)}`;
}

/** "35%", "12.5%": a markdown or multiplier as the breakdown and the forms write it. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}
