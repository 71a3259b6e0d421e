import type { AiAnalysis, AiSource } from '../schemas/analysis.ts';
import { SOURCE_KINDS, SOURCE_TITLE_MAX, type ResearchSource } from '../schemas/items.ts';
import { formatUsNumber } from '../values/us-number.ts';

/**
 * The source-address rules of core-app.md section 5. Language models invent addresses: a link that
 * looks like a template ("https://www.ebay.com/your-listing-here") or points at a site's front page
 * proves nothing about a price, so such links are dropped rather than shown as evidence.
 */

export const SOURCE_URL_MIN_LENGTH = 15;
/** An item keeps at most this many sources (the item schema's limit). */
export const SOURCES_MAX = 20;

/** Hosts whose bare address is a useful source by itself: the shopping search lists current prices. */
const SHOPPING_SEARCH = [/^shopping\.google\.[a-z.]+$/];

/**
 * Marketplaces operators know by name. Unknown marketplaces are allowed too (the spec says so); this
 * list names the source when the AI gave no title, so a bare link still reads "eBay" rather than a host.
 */
export const KNOWN_MARKETPLACES: readonly { host: RegExp; name: string }[] = [
  { host: /(^|\.)ebay\.[a-z.]+$/, name: 'eBay' },
  { host: /(^|\.)etsy\.com$/, name: 'Etsy' },
  { host: /(^|\.)facebook\.com$/, name: 'Facebook Marketplace' },
  { host: /(^|\.)craigslist\.org$/, name: 'Craigslist' },
  { host: /(^|\.)chairish\.com$/, name: 'Chairish' },
  { host: /(^|\.)1stdibs\.com$/, name: '1stDibs' },
  { host: /(^|\.)liveauctioneers\.com$/, name: 'LiveAuctioneers' },
  { host: /(^|\.)invaluable\.com$/, name: 'Invaluable' },
  { host: /(^|\.)poshmark\.com$/, name: 'Poshmark' },
  { host: /(^|\.)mercari\.com$/, name: 'Mercari' },
  { host: /(^|\.)replacements\.com$/, name: 'Replacements, Ltd.' },
  { host: /(^|\.)worthpoint\.com$/, name: 'WorthPoint' },
  { host: /(^|\.)rubylane\.com$/, name: 'Ruby Lane' },
  { host: /(^|\.)offerup\.com$/, name: 'OfferUp' },
  { host: /(^|\.)kaiyo\.com$/, name: 'Kaiyo' },
  { host: /(^|\.)viewbidder\.com$/, name: 'Viewbidder' },
  { host: /(^|\.)hibid\.com$/, name: 'HiBid' },
  { host: /(^|\.)estatesales\.net$/, name: 'EstateSales.NET' },
  { host: /(^|\.)amazon\.[a-z.]+$/, name: 'Amazon' },
  { host: /(^|\.)shopgoodwill\.com$/, name: 'ShopGoodwill' },
];

/** Patterns of made-up or template addresses (lower-case input). */
export const PLACEHOLDER_URL_PATTERNS: readonly RegExp[] = [
  /(^|[./])example\.(com|org|net)\b/,
  /placeholder/,
  /your[-_]?(link|url|site|store|listing|domain|product)/,
  /(link|url|listing)[-_]?here/,
  /insert[-_]?(link|url)/,
  /lorem[-_]?ipsum/,
  /dummy/,
  /sample[-_]?(link|url)/,
  /\/x{3,}(\/|$)/,
  /\.\.\.|\u2026/,
  /[<>{}[\]\s]/,
  /\b(123456789|1234567890)\b/,
];

function isShoppingSearch(host: string) {
  return SHOPPING_SEARCH.some((pattern) => pattern.test(host));
}

/**
 * The address in its stored form (https, no trailing slash), or null when it breaks a rule: it must
 * begin with https:// or www., contain a dot, be at least 15 characters, match no placeholder pattern,
 * and have a path or query unless it is the shopping search.
 */
export function normaliseSourceUrl(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? '';
  const lower = text.toLowerCase();
  if (!lower.startsWith('https://') && !lower.startsWith('www.')) return null;
  if (!text.includes('.') || text.length < SOURCE_URL_MIN_LENGTH) return null;
  if (PLACEHOLDER_URL_PATTERNS.some((pattern) => pattern.test(lower))) return null;
  let url: URL;
  try {
    url = new URL(lower.startsWith('www.') ? `https://${text}` : text);
  } catch {
    return null;
  }
  const host = url.hostname;
  if (!host.includes('.') || host.startsWith('.') || host.endsWith('.')) return null;
  if (url.username || url.password) return null;
  const hasPath = url.pathname !== '/' && url.pathname !== '';
  if (!hasPath && !url.search && !isShoppingSearch(host)) return null;
  url.protocol = 'https:';
  url.hash = '';
  return url.toString().replace(/\/+$/, '');
}

/** The marketplace's name for a known host, else the host without "www.". */
export function sourceSiteName(url: string): string {
  const host = new URL(url).hostname;
  return KNOWN_MARKETPLACES.find((m) => m.host.test(host))?.name ?? host.replace(/^www\./, '');
}

function titleOf(source: AiSource, url: string | null): string {
  const base = source.title.trim().replace(/\s+/g, ' ') || (url ? sourceSiteName(url) : '');
  // The price the AI saw there is part of the evidence; the item's source has no field of its own for it.
  const price =
    source.price !== null && Number.isFinite(source.price) && source.price > 0
      ? ` ($${formatUsNumber(Math.round(source.price))})`
      : '';
  const room = SOURCE_TITLE_MAX - price.length;
  return (base.length > room ? `${base.slice(0, room - 1).trimEnd()}\u2026` : base) + price;
}

/**
 * The AI's four lists as the item's sources: addresses that break a rule are dropped, except that a
 * research entry keeps its title without the address (a named reference is still research). Duplicates
 * (same address) keep their first kind; at most SOURCES_MAX in all, in the order retail, used,
 * marketplace, research.
 */
export function cleanSources(sources: AiAnalysis['sources']): ResearchSource[] {
  const seen = new Set<string>();
  const out: ResearchSource[] = [];
  for (const kind of SOURCE_KINDS) {
    for (const source of sources[kind]) {
      const url = normaliseSourceUrl(source.url);
      if (url === null && kind !== 'research') continue;
      if (url !== null && seen.has(url)) continue;
      const title = titleOf(source, url);
      if (url === null && (title === '' || seen.has(`title:${title}`))) continue;
      seen.add(url ?? `title:${title}`);
      out.push({ kind, title, url });
    }
  }
  return out.slice(0, SOURCES_MAX);
}
