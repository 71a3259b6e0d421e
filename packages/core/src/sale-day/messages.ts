// What the sale day says to people, in one place: the checkout screen, the server's refusals and the tests
// read these. Plain values (no zod), so a screen can import them at its first render.
import { formatUsCents } from '../values/us-number.ts';

/** "$1,250.50": an amount in cents as a receipt and the checkout show it. */
export const formatMoney = (cents: number) => `${cents < 0 ? '-' : ''}$${formatUsCents(Math.abs(cents))}`;

/** "12.5%" from basis points (1250): a rate as people read it, without trailing zeros. */
export const formatBasisPoints = (bp: number) => `${String(Number((bp / 100).toFixed(2)))}%`;

export const SALE_DAY_MESSAGES = {
  // Scanning and typing a tag code.
  otherSale: 'This tag belongs to another sale',
  unknownCode: (code: string) => `No item in this sale has the tag code #${code}. Check the code and try again.`,
  notACode: 'That is not a tag code. Tag codes are letters and digits, such as #7KQ2MX.',
  alreadyInCart: (name: string, code: string) => `${name} (#${code}) is already in the cart`,
  // What a line of the cart may hold.
  negativePrice: 'A price cannot be negative',
  priceTooLarge: 'A price can be at most $1,000,000.00',
  wholeCents: 'Amounts are in whole cents',
  discountNegative: 'A discount cannot be negative',
  discountOver100: 'A discount cannot be more than 100%',
  discountOverSubtotal: 'The discount cannot be more than the subtotal',
  wholeBasisPoints: 'Enter the rate with at most two decimals',
  taxRange: 'Sales tax must be between 0% and 20%',
  describeLine: 'Describe what is sold (for example "Box of books")',
  descriptionTooLong: 'A description can be at most 200 characters',
  noLines: 'Add at least one item or line',
  tooManyLines: (max: number) => `An invoice can have at most ${max} lines`,
  itemTwice: 'An item can be on an invoice only once',
  lineIdTwice: 'Each line needs its own id',
  miscLineHasNoTag: 'A line without an item has no tag price or day discount',
  listedWithoutTag: 'Only a line with a tag price has a listed price',
  listedOverTag: 'The listed price cannot be more than the tag price',
  // Paying.
  paymentRequired: 'Add a payment',
  paymentPositive: 'A payment must be more than $0.00',
  tooManyPayments: 'An invoice can have at most 10 payments',
  tenderedOnlyCash: 'Only cash has an amount tendered',
  cashShort: 'Cash tendered is less than the total',
  cashShortOfPart: 'Cash tendered is less than the cash amount',
  paymentsMismatch: (paid: number, total: number) =>
    `The payments (${formatMoney(paid)}) do not add up to the total (${formatMoney(total)})`,
  figureMismatch: (what: string, sent: number, expected: number) =>
    `The invoice's ${what} (${formatMoney(sent)}) does not match its lines (${formatMoney(expected)}). Nothing was saved.`,
  pickupNeedsCustomer: "Enter the customer's name and phone for a pickup later",
  customerNameTooLong: 'A name can be at most 120 characters',
  phoneTooLong: 'A phone number can be at most 40 characters',
  emailInvalid: 'Enter a valid e-mail address',
  // Why an item cannot be sold here and now.
  soldOn: (invoice: number, at: string, by: string) => `Sold on invoice ${invoice} ${at} by ${by}`,
  heldFor: (customer: string, until: string) => `On hold for ${customer} until ${until}`,
  markedSold: 'This item is already marked Sold',
  markedOnHold: 'This item is marked On hold on its page',
  notForSale: (status: string) => `This item is marked ${status} and is not for sale`,
  priceChanged: (name: string) =>
    `The price of ${name} changed since it was added to the cart. The cart now shows today's price.`,
  taxChanged: 'The sales tax rate of this sale changed. The cart now shows the new rate.',
  // Invoices after the sale.
  invoiceNotFound: 'Invoice not found',
  lineNotFound: 'Line not found',
  replayDiffers:
    'An invoice with this id was already saved with different contents, so this one was not. Nothing was changed.',
  alreadyVoided: (invoice: number) => `Invoice ${invoice} is already voided`,
  voidAfterRefund: (invoice: number) =>
    `Invoice ${invoice} has a refunded line: refund its other lines one by one instead of voiding it`,
  voidedNoRefund: (invoice: number) => `Invoice ${invoice} is voided: its lines are refunded already`,
  lineRefunded: 'This line is already refunded',
  refundMethodRequired: 'Choose how the refund was given: cash, card or other',
  reasonRequired: 'Say why, for the record',
  reasonTooLong: 'A reason can be at most 500 characters',
  voidAdminOnly: 'Only your account admin can void an invoice.',
  refundAdminOnly: 'Only your account admin can refund a line.',
  notPickup: (invoice: number) => `Invoice ${invoice} is not waiting for a pickup`,
  pickedUpAlready: (invoice: number) => `Invoice ${invoice} was already picked up`,
  // Holds.
  holdNotFound: 'Hold not found',
  holdNoItems: 'Choose at least one item to hold',
  holdTooManyItems: 'A hold can have at most 100 items',
  holdUntilPast: 'Choose a time in the future',
  holdNeedsName: "Enter the customer's name",
  holdReleased: 'This hold was already released',
  holdPaid: (invoice: number) => `This hold was paid on invoice ${invoice}`,
  holdNotYours: 'Only the person who placed this hold or your account admin can release it.',
  holdOtherSale: 'This hold belongs to another sale',
  holdReplayDiffers:
    'A hold with this id was already placed with different contents, so this one was not. Nothing was changed.',
  // Double sales made offline.
  conflictNotFound: 'Double sale not found',
  conflictResolved: 'This double sale is already resolved',
  conflictLine: 'Choose one of the two sales of this item',
  conflictsAdminOnly: 'Only your account admin can resolve double sales.',
  duplicateTagLine: (code: string) => `Duplicate tag of #${code}`,
} as const;

/** How a sale's money is handed over. Card is charged on the operator's own terminal: Tagwise never sees it. */
export const PAYMENT_METHODS = ['cash', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', card: 'Card', other: 'Other' };

/** Limits of one invoice and one hold. */
export const SALE_DAY_LIMITS = {
  lines: 300,
  payments: 10,
  holdItems: 100,
  /** A line's price and any one amount: a million dollars, in cents. */
  maxCents: 100_000_000,
  /** Sales tax: 0 to 20 %, in basis points. */
  maxTaxBp: 2_000,
} as const;
