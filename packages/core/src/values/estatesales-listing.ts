// A sale's listing on EstateSales.NET: the choices the site offers, its limits as its published client
// states them (../shared/reference/estatesales-net-api.md), and the words people read.

/** The site's sale types (a flags enum on its side; a sale here is one of them). Auctions are left out:
 * they need an auction address this app does not keep. */
export const SALE_TYPES = [
  { value: 1, label: 'Estate sale' },
  { value: 4, label: 'Moving sale' },
  { value: 8, label: 'Business liquidation' },
  { value: 16, label: 'Moved offsite to a warehouse' },
  { value: 256, label: 'Moved offsite to a store' },
  { value: 32, label: 'By appointment' },
  { value: 512, label: 'Charity sale' },
  { value: 1024, label: 'Outside sale' },
  { value: 2048, label: 'Single item type collection' },
  { value: 4096, label: 'Buyout or cleanout' },
  { value: 8192, label: 'Demolition sale' },
] as const;
export type SaleType = (typeof SALE_TYPES)[number]['value'];
export const DEFAULT_SALE_TYPE: SaleType = 1;

/** When the listing shows the street address (the site's ShowAddressType). */
export const ADDRESS_VISIBILITY = [
  { value: 1, label: 'The day before the sale, at 9 AM' },
  { value: 2, label: 'Three hours before the sale starts' },
  { value: 3, label: 'Right away' },
  { value: 4, label: 'From a date and time I choose' },
] as const;
export type AddressVisibility = (typeof ADDRESS_VISIBILITY)[number]['value'];
export const DEFAULT_ADDRESS_VISIBILITY: AddressVisibility = 1;
export const CUSTOM_ADDRESS_VISIBILITY: AddressVisibility = 4;

export const LISTING_LIMITS = {
  /** Name and Address: 1-100 characters each on the site. */
  name: 100,
  address: 100,
  /** Pictures sent with a sale: the spec's update limit, used for the first publish too. */
  pictures: 20,
  /** Days of one sale: the site's published client allows 1-4; we keep a week for long sales. */
  days: 7,
  /** How long a publish may run before another may start (a tab closed mid-publish, a crash). */
  publishLockMinutes: 10,
} as const;

/** The sync states of a project's listing (the spec's published and error, plus unpublished). */
export const LISTING_STATUSES = ['publishing', 'published', 'unpublished', 'error'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_MESSAGES = {
  notConnected: 'Connect EstateSales.NET in Settings → Integrations first.',
  needsAddress: 'Add the sale’s street address before publishing.',
  addressTooLong: `EstateSales.NET takes a street address of at most ${LISTING_LIMITS.address} characters. Shorten the sale’s address.`,
  needsPostalCode: 'Add the sale’s 5-digit ZIP code before publishing.',
  needsDates: 'Add the sale’s days before publishing.',
  needsTimes: 'Add opening and closing times for every sale day before publishing.',
  needsTimeZone: 'Choose the time zone the sale is in before publishing.',
  needsCustomAddressTime: 'Choose when the address should show, or another address option.',
  notPublished: 'Project has not been published yet',
  alreadyPublishing: 'This sale is being published right now. Wait a moment, then look again.',
  published: 'Published on EstateSales.NET',
  updated: 'The EstateSales.NET listing is up to date',
  unpublished: 'The sale is no longer published on EstateSales.NET',
  keyRefused:
    'EstateSales.NET refused the saved API key: it may have been revoked. Enter a new key in Settings → Integrations.',
  unreachable: 'EstateSales.NET could not be reached. Please try again in a few minutes.',
  timedOut: 'EstateSales.NET took too long to answer. Please try again in a few minutes.',
  publishFailed: 'Publishing to EstateSales.NET failed.',
  unpublishFailed: 'Unpublishing from EstateSales.NET failed.',
  /** The site leaves a sale unpublished while the account owes a balance (we never charge the card on file). */
  balanceOwed: (balance: number) =>
    `EstateSales.NET did not publish the sale: your account there has a balance of $${balance.toFixed(2)}. Pay it on EstateSales.NET, then publish again.`,
  notCreated: 'This sale has no listing on EstateSales.NET yet.',
  unpublishBeforeDelete:
    'This sale is published on EstateSales.NET. Unpublish it first (the project’s page, EstateSales.NET, Unpublish; an admin can), then delete it.',
  interrupted: 'The last publish did not finish (the server stopped in the middle). Try again.',
} as const;

/** What the site said when it refused: its own explanation, else its status and answer (core-app.md §8). */
export function listingRefusalText(status: number, userFriendlyMessage: string | null, body: string | null): string {
  if (userFriendlyMessage) return userFriendlyMessage;
  return `EstateSales.NET answered ${status}${body ? `: ${body.slice(0, 300)}` : ''}`;
}
