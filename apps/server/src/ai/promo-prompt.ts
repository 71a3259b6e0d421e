import type { PromoFacts } from '@tagwise/core/promo/template-promo';
import {
  PROMO_SOCIAL_POSTS,
  PROMO_TITLE_WORDS_MAX,
  PROMO_TITLE_WORDS_MIN,
  PROMO_VISUAL_IDEAS_MAX,
  PROMO_VISUAL_IDEAS_MIN,
} from '@tagwise/core/values/promo';

/**
 * The words sent to the provider for a project's promotional material. Kept apart from the code that
 * calls the provider so a change of wording is reviewed as wording. The output schema (AiPromoDraft, with
 * a description on each field) travels with it as the structured-output format.
 */

export const PROMO_SYSTEM_PROMPT = `You are a marketing writer for estate sales. From a sale's details and its most
valuable items you write promotional material and answer with a JSON object that follows the given schema exactly.

Rules
- title: ${PROMO_TITLE_WORDS_MIN} to ${PROMO_TITLE_WORDS_MAX} words, no quotation marks, no emoji.
- socialMediaPosts: exactly ${PROMO_SOCIAL_POSTS}, each with its own angle (announcement, item spotlight, reminder),
  friendly and concrete, with two to four hashtags.
- visualIdeas: ${PROMO_VISUAL_IDEAS_MIN} to ${PROMO_VISUAL_IDEAS_MAX}, each something the organiser can shoot with a phone on site;
  focusItems names items from the list (or a part of the sale such as the entrance).
- Use only the facts given: never invent an address, date, time, price, brand, payment method or policy.
  Leave out what is not given rather than writing placeholders.
- Prices are in US dollars and are the items' tag prices; quote them exactly when you mention them.
- Plain text in every field (no Markdown headings); line breaks are fine in the description and event text.`;

const line = (label: string, value: string | null) => (value?.trim() ? `- ${label}: ${value.trim()}` : null);

/** The request text: the sale's details and its items, most valuable first. */
export function promoRequestText(facts: PromoFacts): string {
  const { sale, topItems, itemCount, categories } = facts;
  const details = [
    line('Name', sale.name),
    line('Listing title', sale.title),
    line('Description', sale.description),
    line('Address', sale.address),
    line('Dates', sale.saleDates),
    line('Hours', sale.saleTimes),
    line('Notes for visitors', sale.saleNotes),
  ].filter((l): l is string => l !== null);
  const items =
    topItems.length === 0
      ? ['No items have been added yet: write from the sale details alone.']
      : topItems.map(
          (item) =>
            `- ${item.name} (${item.category}${item.brand ? `, ${item.brand}` : ''})${
              item.tagPrice === null ? '' : `: $${item.tagPrice}`
            }`,
        );
  const mix = categories.map((c) => `${c.category} ${c.count}`).join(', ');
  return [
    'Write the promotional material for this estate sale.',
    '',
    'Sale details:',
    ...details,
    '',
    `Items: ${itemCount} in all${mix ? ` (${mix})` : ''}. The most valuable:`,
    ...items,
  ].join('\n');
}
