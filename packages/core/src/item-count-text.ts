import { countOf } from './values/plural.ts';

/** "1 item", "2,000 items": counts in the summaries and buttons people read. */
export const itemCountText = (n: number) => countOf(n, 'item');
