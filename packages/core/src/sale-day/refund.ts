/** What a stored invoice line gave and took, as refunds and settlements read it. */
export interface StoredLineMoney {
  netCents: number;
  taxCents: number;
}

/**
 * What refunding one line gives back: its net (its price less its share of the cart discount) and its share
 * of the tax, both as stored when it was sold. Refunding every line of an invoice gives back its total.
 */
export const refundCents = (line: StoredLineMoney) => line.netCents + line.taxCents;

/**
 * What an item's sold price (whole dollars, items.sold_price) is when it sold on an invoice line: the line's
 * net rounded half up to the dollar. The invoice line keeps the exact cents (decision 0023).
 */
export const soldPriceOfLine = (netCents: number) => Math.floor((netCents + 50) / 100);
