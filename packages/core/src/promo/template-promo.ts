import type { PromoFields, PromoVisualIdea } from '../schemas/promo.ts';
import { countOf, pluralWord } from '../values/plural.ts';
import { PROMO_LIMITS, PROMO_TITLE_WORDS_MAX, PROMO_TITLE_WORDS_MIN } from '../values/promo.ts';

// The offline writer of a project's promotional material: no AI provider is set up, so the text is put
// together from the sale's own details and its most valuable items. Nothing is invented: a fact the
// project does not hold (the address, the dates) is left out rather than guessed. Deterministic, so the
// same project writes the same text; the wording varies between projects so two sales do not read alike.

export interface PromoSale {
  /** The project's id or name: only chooses among the phrasings. */
  key: string;
  name: string;
  title: string | null;
  description: string | null;
  address: string | null;
  saleDates: string | null;
  saleTimes: string | null;
  saleNotes: string | null;
}

export interface PromoItem {
  name: string;
  category: string;
  /** Whole currency units; null when not priced yet. */
  tagPrice: number | null;
  brand: string | null;
}

export interface PromoFacts {
  sale: PromoSale;
  /** The most valuable items first (by tag price). */
  topItems: PromoItem[];
  /** Every item of the project. */
  itemCount: number;
  /** The project's categories, most items first. */
  categories: { category: string; count: number }[];
}

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const present = (value: string | null | undefined): value is string => Boolean(value?.trim());

/** A small stable hash: the same project picks the same phrasings every time. */
function seedOf(key: string): number {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const pick = <T>(options: readonly T[], seed: number, salt: number): T => options[(seed + salt * 7) % options.length]!;

/** "a, b and c" */
function listOf(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "Smith estate sale", or the name alone when it already says it is a sale ("Smith Estate Sale"). */
const saleLabel = (name: string, words: 'lower' | 'title') =>
  /\bsale\b/i.test(name) ? name : `${name} ${words === 'lower' ? 'estate sale' : 'Estate Sale'}`;

const priced = (item: PromoItem) => (item.tagPrice === null ? item.name : `${item.name} ($${item.tagPrice})`);
const lower = (category: string) => category.toLowerCase();
const hashtag = (text: string) => `#${text.replace(/[^A-Za-z0-9]/g, '')}`;

/** "at 12 Elm St on May 3-4, 8am-2pm", with whatever the project holds. */
function whenWhere(sale: PromoSale): string {
  const parts: string[] = [];
  if (present(sale.address)) parts.push(`at ${sale.address.trim()}`);
  if (present(sale.saleDates)) parts.push(`on ${sale.saleDates.trim()}`);
  if (present(sale.saleTimes)) parts.push(`(${sale.saleTimes.trim()})`);
  return parts.join(' ');
}

/**
 * The title: the first phrasing of six to eight words, tried in an order the project chooses. The last
 * one is always eight words, whatever the names hold.
 */
function titleOf(facts: PromoFacts, seed: number): string {
  const name = facts.sale.name.trim();
  const label = saleLabel(name, 'title');
  const [first, second] = facts.categories.map((c) => c.category);
  const top = facts.topItems[0];
  const candidates = [
    first && second ? `${label}: ${first}, ${second} and More` : null,
    first ? `${first} and Hidden Treasures at the ${label}` : null,
    `Don't Miss the ${label}`,
    top ? `${top.name} and More at Our Estate Sale` : null,
    first ? `Estate Sale Finds: Quality ${first} and Much More` : null,
    `${name}: An Estate Sale Worth the Trip`,
  ].filter((title): title is string => title !== null);
  const rotated = candidates.map((_, i) => candidates[(i + seed) % candidates.length]!);
  const fits = (title: string) => {
    const count = wordsOf(title).length;
    return count >= PROMO_TITLE_WORDS_MIN && count <= PROMO_TITLE_WORDS_MAX && title.length <= PROMO_LIMITS.title;
  };
  return rotated.find(fits) ?? 'Estate Sale Treasures for Every Room and Budget';
}

function summaryOf(facts: PromoFacts, seed: number): string {
  const { sale, topItems, itemCount, categories } = facts;
  const place = whenWhere(sale);
  const opening = pick(
    [
      `Join us for the ${saleLabel(sale.name, 'lower')}${place ? ` ${place}` : ''}.`,
      `The ${saleLabel(sale.name, 'lower')} is coming${place ? `: ${place}` : ' soon'}.`,
    ],
    seed,
    1,
  );
  if (itemCount === 0) {
    return `${opening} Items are being priced and tagged now; watch this space for the highlights.`;
  }
  const cats = listOf(categories.slice(0, 3).map((c) => lower(c.category)));
  const best = listOf(topItems.slice(0, 3).map(priced));
  return `${opening} ${countOf(itemCount, 'item')} across ${cats}, including ${best}.`;
}

function descriptionOf(facts: PromoFacts, seed: number): string {
  const { sale, topItems, itemCount, categories } = facts;
  const paragraphs: string[] = [];
  paragraphs.push(
    pick(
      [
        `Welcome to the ${saleLabel(sale.name, 'lower')}.`,
        `The ${saleLabel(sale.name, 'lower')} opens its doors soon.`,
        `Everything must go at the ${saleLabel(sale.name, 'lower')}.`,
      ],
      seed,
      2,
    ) + (present(sale.description) ? ` ${sale.description.trim()}` : ''),
  );
  if (topItems.length > 0) {
    const lines = topItems.map(
      (item) =>
        `- ${item.name}${item.brand ? ` by ${item.brand}` : ''} (${item.category})${item.tagPrice === null ? '' : `: $${item.tagPrice}`}`,
    );
    paragraphs.push(`Highlights:\n${lines.join('\n')}`);
  }
  if (categories.length > 0) {
    const counted = categories.map((c) => `${lower(c.category)} (${c.count})`);
    paragraphs.push(
      `In all, ${countOf(itemCount, 'item')} ${pluralWord(itemCount, 'is', 'are')} on offer: ${listOf(counted)}.`,
    );
  }
  const details: string[] = [];
  if (present(sale.saleDates)) details.push(`When: ${sale.saleDates.trim()}`);
  if (present(sale.saleTimes)) details.push(`Hours: ${sale.saleTimes.trim()}`);
  if (present(sale.address)) details.push(`Where: ${sale.address.trim()}`);
  if (details.length > 0) paragraphs.push(details.join('\n'));
  if (present(sale.saleNotes)) paragraphs.push(sale.saleNotes.trim());
  paragraphs.push(
    pick(
      [
        'Come early for the best selection.',
        'We look forward to seeing you there.',
        'Bring a friend and come find something you love.',
      ],
      seed,
      3,
    ),
  );
  return paragraphs.join('\n\n');
}

function socialPostsOf(facts: PromoFacts, title: string, seed: number): string[] {
  const { sale, topItems, categories, itemCount } = facts;
  const place = whenWhere(sale);
  const tags = ['#estatesale', ...categories.slice(0, 2).map((c) => hashtag(lower(c.category)))].join(' ');
  const [top, second] = topItems;
  const cats = listOf(categories.slice(0, 3).map((c) => lower(c.category)));

  const label = saleLabel(sale.name, 'lower');
  const announcement = `${title}. The ${label}${place ? ` is ${place}` : ' is coming up'}.${
    topItems.length > 0 ? ` Highlights include ${listOf(topItems.slice(0, 3).map((i) => i.name))}.` : ''
  } ${tags}`;

  const spotlight = top
    ? `${pick(['Spotlight', 'Just tagged', 'One of our favourites'], seed, 4)}: ${top.name}${top.brand ? ` by ${top.brand}` : ''}${
        top.tagPrice === null ? '' : `, priced at $${top.tagPrice}`
      }.${second ? ` Also waiting for a new home: ${second.name}.` : ''} See it at the ${label}${
        present(sale.saleDates) ? ` on ${sale.saleDates.trim()}` : ''
      }. ${tags}`
    : `Sneak peek: we are pricing and tagging the ${label} now. Follow along for the best finds. ${tags}`;

  const waiting =
    itemCount === 0 ? '' : `${countOf(itemCount, 'item')} of ${cats} ${pluralWord(itemCount, 'is', 'are')} waiting. `;
  const reminder = `${pick(['Reminder', 'Mark your calendar', 'Last call'], seed, 5)}: the ${label}${
    place ? ` ${place}` : ''
  }. ${waiting}Come early for the best pick. ${tags}`;

  return [announcement, spotlight, reminder].map((post) => clip(post, PROMO_LIMITS.socialPost));
}

function eventTextOf(facts: PromoFacts, title: string): string {
  const { sale, topItems, categories } = facts;
  const lines = [title, ''];
  if (present(sale.saleDates))
    lines.push(`When: ${sale.saleDates.trim()}${present(sale.saleTimes) ? `, ${sale.saleTimes.trim()}` : ''}`);
  else if (present(sale.saleTimes)) lines.push(`Hours: ${sale.saleTimes.trim()}`);
  if (present(sale.address)) lines.push(`Where: ${sale.address.trim()}`);
  if (lines.length > 2) lines.push('');
  if (topItems.length > 0) {
    lines.push(`What you'll find: ${listOf(topItems.slice(0, 5).map(priced))}.`);
  }
  if (categories.length > 0) lines.push(`Shop ${listOf(categories.map((c) => lower(c.category)))}.`);
  if (present(sale.saleNotes)) lines.push('', sale.saleNotes.trim());
  return lines.join('\n').trim();
}

function visualIdeasOf(facts: PromoFacts): PromoVisualIdea[] {
  const { sale, topItems, categories } = facts;
  const [top] = topItems;
  const ideas: PromoVisualIdea[] = [];
  ideas.push(
    top
      ? {
          concept: `Hero shot of the ${top.name}`,
          focusItems: [top.name],
          moodStyle: 'Warm natural light, uncluttered background, the piece filling most of the frame.',
          executionNotes: `Shoot near a window from a three-quarter angle at the item's height. Clear everything else out of the frame; add the sale's dates as a text overlay for the lead image.`,
        }
      : {
          concept: `The ${saleLabel(sale.name, 'lower')} at a glance`,
          focusItems: ['The main room, set up for the sale'],
          moodStyle: 'Bright and welcoming, with the whole room in view.',
          executionNotes:
            'Stand in a doorway with the phone at chest height and shoot wide once the items are set out.',
        },
  );
  const [firstCategory] = categories;
  if (firstCategory) {
    const inCategory = topItems.filter((item) => item.category === firstCategory.category).slice(0, 4);
    ideas.push({
      concept: `${firstCategory.category} collection`,
      focusItems: inCategory.length > 0 ? inCategory.map((i) => i.name) : [firstCategory.category],
      moodStyle: 'A tidy, styled grouping with a consistent background: a shop window more than a garage.',
      executionNotes: `Group the best ${lower(firstCategory.category)} pieces together, tallest at the back, and shoot straight on; a square crop works on every social feed.`,
    });
  }
  ideas.push({
    concept: 'Welcome sign at the entrance',
    focusItems: ['The entrance and the sale sign'],
    moodStyle: 'Inviting curb appeal; a sunny morning if you can.',
    executionNotes: `Photograph the front door or driveway with a sign showing "${clip(sale.name, 60)}"${
      present(sale.saleDates) ? ` and ${sale.saleDates.trim()}` : ''
    }. Use it for the event cover and the reminder post.`,
  });
  if (topItems.length === 0) {
    ideas.push({
      concept: 'Behind the scenes: pricing day',
      focusItems: ['The team setting out and tagging items'],
      moodStyle: 'Candid and busy, a peek before the doors open.',
      executionNotes:
        'Take a few quick photos of tables being set and tags going on; post one as a teaser before the highlights are ready.',
    });
  }
  if (topItems.length >= 2) {
    ideas.push({
      concept: 'Price-tag close-ups',
      focusItems: topItems.slice(0, 3).map((i) => i.name),
      moodStyle: 'Crisp detail with a shallow depth of field; the tag sharp, the item soft behind it.',
      executionNotes:
        'Hang or place each tag where it reads clearly and shoot close; post them as a carousel so people can swipe through the prices.',
    });
  }
  if (categories.length >= 2) {
    const shown = categories.slice(0, 3).map((c) => c.category);
    ideas.push({
      concept: `Room vignette: ${listOf(shown.map(lower))} together`,
      focusItems: shown,
      moodStyle: 'Lived-in and homely, as if the pieces were still in use.',
      executionNotes: 'Arrange a corner the way a buyer would use it at home, then take one wide and one detail shot.',
    });
  }
  return ideas.slice(0, 5);
}

/** The offline writer: every field from the project's own details and items. */
export function writePromoFromTemplate(facts: PromoFacts): PromoFields {
  const seed = seedOf(facts.sale.key);
  const title = titleOf(facts, seed);
  return {
    title,
    summary: clip(summaryOf(facts, seed), PROMO_LIMITS.summary),
    description: clip(descriptionOf(facts, seed), PROMO_LIMITS.description),
    socialMediaPosts: socialPostsOf(facts, title, seed),
    facebookEvent: clip(eventTextOf(facts, title), PROMO_LIMITS.facebookEvent),
    visualIdeas: visualIdeasOf(facts).map((idea) => ({
      concept: clip(idea.concept, PROMO_LIMITS.concept),
      focusItems: idea.focusItems.slice(0, PROMO_LIMITS.focusItems).map((item) => clip(item, PROMO_LIMITS.focusItem)),
      moodStyle: clip(idea.moodStyle, PROMO_LIMITS.moodStyle),
      executionNotes: clip(idea.executionNotes, PROMO_LIMITS.executionNotes),
    })),
  };
}
