import { FACEBOOK_SHEET_ITEM_LIMIT } from '../values/listing-files.ts';
import { LISTING_TITLE_MAX, type ListingDraft } from './listing-draft.ts';

// The rows of the two bulk files an operator uploads themselves: eBay Seller Hub's draft listings
// template (CSV) and Facebook Marketplace's bulk upload sheet (XLSX). Both come from the same listing
// draft an item's page shows, so the files say what the page says. Tagwise never uploads them.

/** A draft with its price: the files leave unpriced items out (a listing without a price is not one). */
export type PricedListingDraft = ListingDraft & { price: number };

/** The header row of eBay's US draft listings template, column for column. */
export const EBAY_DRAFT_COLUMNS = [
  'Action(SiteID=US|Country=US|Currency=USD|Version=1193|CC=UTF-8)',
  'Custom label (SKU)',
  'Category ID',
  'Title',
  'UPC',
  'Price',
  'Quantity',
  'Item photo URL',
  'Condition ID',
  'Description',
  'Format',
] as const;

const ebayInfoRow = (...cells: string[]) => [
  ...cells,
  ...Array.from({ length: EBAY_DRAFT_COLUMNS.length - cells.length }, () => ''),
];

/**
 * The lines above the header, as in the template eBay hands out: its first line names the template, and
 * eBay reads lines starting with #INFO as notes, so ours say what is still to do in Seller Hub.
 */
export const EBAY_DRAFT_INFO_ROWS: string[][] = [
  ebayInfoRow('#INFO', 'Version=0.0.2', 'Template= eBay-draft-listings-template_US'),
  ebayInfoRow(
    '#INFO Made by Tagwise. Upload in Seller Hub > Reports > Uploads; each row becomes a draft. Complete the drafts at https://www.ebay.com/sh/lst/drafts: choose a category and add photos.',
  ),
  ebayInfoRow('#INFO'),
];

/** The text eBay shows as the description: it reads HTML, so paragraphs and the attribute list stay apart. */
export function descriptionHtml(text: string): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const lines = paragraph.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) {
        return `<ul>${lines.map((line) => `<li>${escape(line.slice(2).trim())}</li>`).join('')}</ul>`;
      }
      return `<p>${lines.map(escape).join('<br>')}</p>`;
    })
    .join('');
}

/**
 * A title no spreadsheet would run: a leading =, +, - or @ makes Excel read a cell as a formula, and
 * no listing title needs one. (The CSV writer's own escaping would instead put a visible ' in the title.)
 */
export function inertTitle(title: string): string {
  return title.replace(/^[=+\-@\s]+/, '') || title;
}

/**
 * One draft row. Category ID is empty: eBay suggests the category when the draft is completed. Photo URL is
 * empty: Tagwise photos are private to the account, so eBay could not fetch them. UPC is empty: estate-sale
 * goods seldom have one, and the seller can add it to the draft.
 */
export function ebayDraftRow(draft: PricedListingDraft): string[] {
  const row: Record<(typeof EBAY_DRAFT_COLUMNS)[number], string> = {
    'Action(SiteID=US|Country=US|Currency=USD|Version=1193|CC=UTF-8)': 'Draft',
    'Custom label (SKU)': draft.sku,
    'Category ID': '',
    Title: inertTitle(draft.title).slice(0, LISTING_TITLE_MAX),
    UPC: '',
    Price: String(draft.price),
    // An estate sale has one of each thing.
    Quantity: '1',
    'Item photo URL': '',
    'Condition ID': String(draft.condition.ebayId),
    Description: descriptionHtml(draft.description),
    Format: 'FixedPrice',
  };
  return EBAY_DRAFT_COLUMNS.map((column) => row[column]);
}

/** The column headers of Facebook's bulk upload sheet, on its fourth row. */
export const FACEBOOK_COLUMNS = ['TITLE', 'PRICE', 'CONDITION', 'DESCRIPTION', 'CATEGORY', 'OFFER SHIPPING'] as const;
/** The sheet row (counted from 1) holding FACEBOOK_COLUMNS; listings start on the next one. */
export const FACEBOOK_HEADER_ROW = 4;

/** The three rows above the headers, where Facebook's own template explains its columns. */
export const FACEBOOK_INSTRUCTION_ROWS: string[][] = [
  ['Facebook Marketplace bulk upload sheet, made by Tagwise'],
  [
    `Upload it on Facebook Marketplace (Create new listing, then bulk upload), at most ${FACEBOOK_SHEET_ITEM_LIMIT} listings per sheet. Add photos and choose a category for each listing there.`,
  ],
  [
    'Title, up to 80 characters',
    'Price in whole dollars',
    'New, Used - Like New, Used - Good or Used - Fair',
    'Description',
    'Left blank: choose it on Facebook',
    'No: buyers pick up',
  ],
];

export interface FacebookRow {
  title: string;
  price: number;
  condition: string;
  description: string;
  category: string;
  offerShipping: 'Yes' | 'No';
}

/** One listing row. Shipping is "No": an estate sale's buyers come and collect. */
export function facebookRow(draft: PricedListingDraft): FacebookRow {
  return {
    title: inertTitle(draft.title),
    price: draft.price,
    condition: draft.condition.facebook,
    description: draft.description,
    category: '',
    offerShipping: 'No',
  };
}
