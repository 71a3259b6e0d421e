/** "1 item", "2,000 items": counts in the summaries and buttons people read. */
export const itemCountText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'item' : 'items'}`;
