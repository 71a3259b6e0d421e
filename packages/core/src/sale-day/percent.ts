/**
 * Reads a rate typed by a person ("35", "8.25", "12.5%") into basis points (3500, 825, 1250). Null for an
 * empty field; NaN for anything that is not a rate with at most two decimals, so forms can say so.
 */
export function parsePercentToBp(text: string): number | null {
  const cleaned = text.replace(/[%\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Basis points as a form value: 3500 -> "35", 825 -> "8.25"; null -> "". */
export const bpToInput = (bp: number | null) => (bp === null ? '' : String(Number((bp / 100).toFixed(2))));
