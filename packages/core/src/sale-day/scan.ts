import { bareTagCode, looksLikeTagCode } from '../values/tag-code.ts';
import type { CheckoutItem } from './catalog-schemas.ts';
import { notSellableReason, type SellableState } from './item-state-text.ts';
import { SALE_DAY_MESSAGES as M } from './messages.ts';

/** What a scanned QR code or a typed code names: a tag code, or why it names none here. */
export type TagText = { code: string } | { error: 'not-a-code' | 'other-sale'; message: string };

const TAG_PATH = /^\/t\/([^/]+)\/?$/;

/**
 * Reads what the camera decoded or the person typed. Tagwise tags hold `<server>/t/<code>` in their QR code
 * and print "#<code>" beside it: a code typed with or without "#", in any case, is read as the code; a QR
 * code of another Tagwise server (another origin) belongs to another sale; anything else is no tag code.
 */
export function readTagText(text: string, ownOrigin: string | null): TagText {
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      return { error: 'not-a-code', message: M.notACode };
    }
    const match = TAG_PATH.exec(url.pathname);
    if (!match) return { error: 'not-a-code', message: M.notACode };
    let code: string;
    try {
      code = decodeURIComponent(match[1]!);
    } catch {
      return { error: 'not-a-code', message: M.notACode };
    }
    if (!looksLikeTagCode(code)) return { error: 'not-a-code', message: M.notACode };
    if (ownOrigin !== null && url.origin !== ownOrigin) return { error: 'other-sale', message: M.otherSale };
    return { code: code.toUpperCase() };
  }
  const code = bareTagCode(trimmed);
  return looksLikeTagCode(code) ? { code: code.toUpperCase() } : { error: 'not-a-code', message: M.notACode };
}

/** What the checkout knows about an item, as the sale-state rules read it. */
export function sellableStateOf(item: Pick<CheckoutItem, 'status' | 'sale' | 'hold'>): SellableState {
  switch (item.status) {
    case 'sold':
      return {
        status: 'sold',
        invoice: item.sale
          ? { number: item.sale.invoiceNumber, at: new Date(item.sale.soldAt), byName: item.sale.rungByName }
          : null,
      };
    case 'hold':
      return {
        status: 'hold',
        hold: item.hold ? { customerName: item.hold.customerName, until: new Date(item.hold.until) } : null,
      };
    default:
      return { status: item.status };
  }
}

export type ScanOutcome =
  | { kind: 'add'; item: CheckoutItem }
  | { kind: 'in-cart' | 'not-sellable'; item: CheckoutItem; message: string }
  /** Not in the device's catalog: online, GET .../checkout/lookup says whether it is another sale's or unknown. */
  | { kind: 'unknown'; code: string; message: string }
  | { kind: 'not-a-code' | 'other-sale'; message: string };

/**
 * What a scan or a typed code does to the cart, decided on the device from its catalog (so it works
 * offline): the item goes on a new line, or the person is told at once why not: already in the cart, sold
 * ("Sold on invoice 12 at 10:42 AM by Ann"), on hold, another sale's tag, or a code this sale does not know.
 */
export function scanIntoCart({
  text,
  ownOrigin,
  catalog,
  cartItemIds,
  now,
  timeZone,
}: {
  text: string;
  /** The server's origin (a tag of another origin is another sale's); null to accept any. */
  ownOrigin: string | null;
  /** The sale's items by tag code (upper case). */
  catalog: ReadonlyMap<string, CheckoutItem>;
  cartItemIds: ReadonlySet<string>;
  now: Date;
  /** Where the sale is (its zone, else the device's): for the times the refusals name. */
  timeZone: string;
}): ScanOutcome {
  const read = readTagText(text, ownOrigin);
  if ('error' in read) return { kind: read.error, message: read.message };
  const item = catalog.get(read.code);
  if (!item) return { kind: 'unknown', code: read.code, message: M.unknownCode(read.code) };
  if (cartItemIds.has(item.id)) return { kind: 'in-cart', item, message: M.alreadyInCart(item.name, item.tagCode) };
  const reason = notSellableReason(sellableStateOf(item), now, timeZone);
  if (reason) return { kind: 'not-sellable', item, message: reason };
  return { kind: 'add', item };
}

/** Items whose name or tag code holds every word typed, in catalog order, at most `limit` (the name search). */
export function searchCatalog(items: readonly CheckoutItem[], query: string, limit = 20): CheckoutItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: CheckoutItem[] = [];
  for (const item of items) {
    const text = `${item.name} ${item.tagCode}`.toLowerCase();
    if (words.every((word) => text.includes(word.replace(/^#/, '')))) found.push(item);
    if (found.length === limit) break;
  }
  return found;
}
