/** "1 item", "2,000 items": for the summaries people read in the toast. */
export const itemCountText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'item' : 'items'}`;
