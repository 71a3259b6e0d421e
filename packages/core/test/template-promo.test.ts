import { describe, expect, it } from 'vitest';
import { writePromoFromTemplate, type PromoFacts } from '../src/promo/template-promo.ts';
import {
  PROMO_SOCIAL_POSTS,
  PROMO_TITLE_WORDS_MAX,
  PROMO_TITLE_WORDS_MIN,
  PROMO_VISUAL_IDEAS_MAX,
  PROMO_VISUAL_IDEAS_MIN,
  PromoFields,
  readPromoAnswer,
} from '../src/schemas/promo.ts';

const sale = {
  key: '0190b4c2-7a6e-7c1e-9b7e-2f3c4d5e6f70',
  name: 'Hartley Family',
  title: null,
  description: 'Fifty years of collecting in a Victorian farmhouse.',
  address: '12 Elm Street, Springfield',
  saleDates: 'May 3-4',
  saleTimes: '8am-2pm',
  saleNotes: 'Street parking only.',
};
const full: PromoFacts = {
  sale,
  topItems: [
    { name: 'Walnut sideboard', category: 'Furniture', tagPrice: 450, brand: 'Heywood-Wakefield' },
    { name: 'Oil landscape painting', category: 'Art', tagPrice: 300, brand: null },
    { name: 'Oak rocking chair', category: 'Furniture', tagPrice: 85, brand: null },
    { name: 'Cast iron skillet', category: 'Kitchenware', tagPrice: 25, brand: 'Griswold' },
  ],
  itemCount: 42,
  categories: [
    { category: 'Furniture', count: 20 },
    { category: 'Kitchenware', count: 15 },
    { category: 'Art', count: 7 },
  ],
};
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function expectWithinConstants(facts: PromoFacts) {
  const promo = writePromoFromTemplate(facts);
  expect(PromoFields.parse(promo)).toEqual(promo);
  expect(words(promo.title)).toBeGreaterThanOrEqual(PROMO_TITLE_WORDS_MIN);
  expect(words(promo.title)).toBeLessThanOrEqual(PROMO_TITLE_WORDS_MAX);
  expect(promo.socialMediaPosts).toHaveLength(PROMO_SOCIAL_POSTS);
  expect(new Set(promo.socialMediaPosts).size).toBe(PROMO_SOCIAL_POSTS);
  expect(promo.visualIdeas.length).toBeGreaterThanOrEqual(PROMO_VISUAL_IDEAS_MIN);
  expect(promo.visualIdeas.length).toBeLessThanOrEqual(PROMO_VISUAL_IDEAS_MAX);
  return promo;
}

describe('writePromoFromTemplate', () => {
  it('writes every field from the sale details and the most valuable items', () => {
    const promo = expectWithinConstants(full);
    expect(promo.summary).toContain('12 Elm Street, Springfield');
    expect(promo.summary).toContain('May 3-4');
    expect(promo.summary).toContain('Walnut sideboard ($450)');
    expect(promo.description).toContain('Fifty years of collecting');
    expect(promo.description).toContain('- Walnut sideboard by Heywood-Wakefield (Furniture): $450');
    expect(promo.description).toContain('Hours: 8am-2pm');
    expect(promo.description).toContain('Street parking only.');
    expect(promo.socialMediaPosts[1]).toContain('Walnut sideboard');
    expect(promo.socialMediaPosts.join(' ')).toContain('#estatesale');
    expect(promo.facebookEvent).toContain('When: May 3-4, 8am-2pm');
    expect(promo.facebookEvent).toContain('Where: 12 Elm Street, Springfield');
    expect(promo.visualIdeas[0]!.focusItems).toEqual(['Walnut sideboard']);
    expect(promo.visualIdeas).toHaveLength(5);
  });

  it('counts items in words that agree with the number (Intl.PluralRules), with thousands separated', () => {
    const one: PromoFacts = {
      sale,
      topItems: [full.topItems[3]!],
      itemCount: 1,
      categories: [{ category: 'Kitchenware', count: 1 }],
    };
    const single = expectWithinConstants(one);
    expect(single.summary).toContain('1 item across kitchenware');
    expect(single.description).toContain('In all, 1 item is on offer: kitchenware (1).');
    expect(single.socialMediaPosts[2]).toContain('1 item of kitchenware is waiting.');

    const many = expectWithinConstants({ ...full, itemCount: 1_250 });
    expect(many.summary).toContain('1,250 items across furniture, kitchenware and art');
    expect(many.description).toContain('In all, 1,250 items are on offer');
    expect(many.socialMediaPosts[2]).toContain('1,250 items of furniture, kitchenware and art are waiting.');
  });

  it('invents nothing the project does not hold, and still fills every field without items', () => {
    const bare: PromoFacts = {
      sale: { ...sale, description: null, address: null, saleDates: null, saleTimes: null, saleNotes: null },
      topItems: [],
      itemCount: 0,
      categories: [],
    };
    const promo = expectWithinConstants(bare);
    const everything = JSON.stringify(promo);
    expect(everything).not.toMatch(/Elm Street|May 3|\$\d/);
    expect(promo.visualIdeas).toHaveLength(PROMO_VISUAL_IDEAS_MIN);
  });

  it('keeps the title to six to eight words for short, long and sale-named projects', () => {
    for (const name of [
      'X',
      'Smith Estate Sale',
      'The Very Long Named Downsizing Sale Of The Century At Oakridge Manor',
    ]) {
      for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const promo = expectWithinConstants({ ...full, sale: { ...sale, key, name } });
        expect(promo.title).not.toMatch(/Sale Estate Sale|Estate Sale estate sale/i);
      }
    }
    expectWithinConstants({ ...full, topItems: full.topItems.slice(0, 1), categories: full.categories.slice(0, 1) });
  });

  it('is deterministic, and different projects read differently', () => {
    expect(writePromoFromTemplate(full)).toEqual(writePromoFromTemplate(full));
    const titles = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => writePromoFromTemplate({ ...full, sale: { ...sale, key } }).title),
    );
    expect(titles.size).toBeGreaterThan(1);
  });
});

describe('readPromoAnswer', () => {
  const answer = {
    ...writePromoFromTemplate(full),
    socialMediaPosts: ['one', ' ', 'two', 'three', 'four'],
  };
  it('drops surplus and empty entries and keeps the rest', () => {
    const read = readPromoAnswer(answer);
    expect(read.ok && read.fields.socialMediaPosts).toEqual(['one', 'two', 'three']);
  });
  it('refuses too few posts or ideas, an empty field, or no object', () => {
    expect(readPromoAnswer({ ...answer, socialMediaPosts: ['one', 'two'] }).ok).toBe(false);
    expect(readPromoAnswer({ ...answer, visualIdeas: answer.visualIdeas.slice(0, 2) }).ok).toBe(false);
    expect(readPromoAnswer({ ...answer, title: '  ' }).ok).toBe(false);
    expect(readPromoAnswer(null).ok).toBe(false);
  });
});
