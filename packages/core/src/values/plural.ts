// Counts people read ("1 item", "3 items", "1,250 photos"), chosen by Intl.PluralRules rather than `n === 1`
// so every screen, toast and e-mail agrees (and "0 items", "1.5 credits" read right). The app speaks US
// English; the rules and the number format follow it. Plain values: first-render pages may import them.
import { formatUsNumber } from './us-number.ts';

const RULES = new Intl.PluralRules('en-US');

/**
 * The word alone for this count; `other` defaults to adding "s" ("batch" needs "batches"). Verbs agree
 * the same way: `pluralWord(n, 'needs', 'need')`.
 */
export const pluralWord = (n: number, one: string, other = `${one}s`) => (RULES.select(n) === 'one' ? one : other);

/** "1 item", "2,000 items". */
export const countOf = (n: number, one: string, other = `${one}s`) =>
  `${formatUsNumber(n)} ${pluralWord(n, one, other)}`;
