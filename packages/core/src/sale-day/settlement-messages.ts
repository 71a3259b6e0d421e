// What the sale's terms, the day's end and the client's settlement say to people (issue 35), and the refusals
// that keep stored sales whole (an item sold on an invoice, a sale with invoices, a sale's time). Plain values
// (no zod), so a screen can import them at its first render; the server's refusals and the tests read them.
import { countOf } from '../values/plural.ts';
import { formatBasisPoints, formatMoney } from './messages.ts';

/** How far an online sale's time may be from the server's clock, and an offline one ahead of it. */
export const SALE_CLOCK_LIMITS = {
  /** Online: the device sends the sale the moment it completes, so its clock and the server's agree. */
  onlineSkewMinutes: 5,
  /** Offline: synced later, never from the future nor before the sale existed (a device's clock this far off is forgiven). */
  offlineDriftMinutes: 5,
} as const;

export const SETTLEMENT_MESSAGES = {
  // Who may see and change what.
  termsAdminOnly: "Only your account admin can see and change the sale's terms, expenses and consignors.",
  settlementAdminOnly: 'Only your account admin can see the settlement.',
  // The sale's terms.
  clientNameTooLong: "The client's name can be at most 120 characters",
  clientEmailInvalid: 'Enter a valid e-mail address',
  percentRange: (what: string) => `${what} must be between 0% and 100%`,
  percentFormat: 'Enter a percentage such as 35 or 8.25',
  amountFormat: 'Enter an amount such as 450 or 62.40',
  nothingToChange: 'Choose what to change',
  // Expenses.
  describeExpense: 'Describe the expense (for example "Dumpster")',
  expenseTooLong: 'A description can be at most 200 characters',
  expenseAmount: 'Enter an amount more than $0.00',
  expenseTooLarge: 'An expense can be at most $1,000,000.00',
  expenseNotFound: 'Expense not found',
  expenseRemoved: 'This expense was removed: add it again instead',
  expenseAlreadyRemoved: 'This expense was already removed',
  // Consignors.
  consignorNeedsName: "Enter the consignor's name",
  consignorNameTooLong: 'A name can be at most 120 characters',
  contactTooLong: 'Contact details can be at most 200 characters',
  flatTooLarge: 'A flat amount can be at most $1,000,000.00',
  consignorNotFound: 'Consignor not found',
  consignorOtherSale: (name: string) => `${name} is a consignor of another sale: add them to this sale first`,
  consignorHasSales: (name: string, lines: number) =>
    `${name} has ${countOf(lines, 'item')} sold on invoices, so they stay on the settlement. Refund those lines first to remove ${name}.`,
  assignedSummary: (n: number, name: string) => `Assigned ${countOf(n, 'item')} to ${name}`,
  unassignedSummary: (n: number) => `Took ${countOf(n, 'item')} off their consignor`,
  // Stored sales stay whole.
  itemOnInvoice: (invoice: number) => `Sold on invoice ${invoice}: refund the line or void the invoice to change it`,
  projectHasInvoices: (n: number) =>
    `This sale has ${countOf(n, 'invoice')}; they are kept. A sale with invoices cannot be deleted, so its takings, refunds and settlement stay on record.`,
  clockOff: `This device's clock is more than ${SALE_CLOCK_LIMITS.onlineSkewMinutes} minutes away from the server's, so the sale's time would be wrong. Set the device's date and time to automatic, then complete the sale again.`,
  saleInFuture:
    "This sale's time is in the future on the server's clock. Check the device's date and time; nothing was saved.",
  saleBeforeProject:
    "This sale's time is before the sale was created in Tagwise. Check the device's date and time; nothing was saved.",
  // The day's end.
  dayFormat: 'Enter the day as YYYY-MM-DD',
  floatNegative: 'The opening float cannot be negative',
  countedNegative: 'The amount counted cannot be negative',
  noteTooLong: 'A note can be at most 500 characters',
  cashCountSaved: (difference: number) =>
    difference === 0
      ? 'Cash count saved: the drawer matches'
      : `Cash count saved: the drawer is ${formatMoney(Math.abs(difference))} ${difference > 0 ? 'over' : 'short'}`,
  // The settlement.
  unresolvedDoubleSales: (n: number) =>
    `${countOf(n, 'item')} ${n === 1 ? 'was' : 'were'} sold twice while offline and ${n === 1 ? 'is' : 'are'} not resolved: both sales count until the admin resolves ${n === 1 ? 'it' : 'them'}.`,
  pendingPickups: (n: number) =>
    `${countOf(n, 'invoice')} ${n === 1 ? 'is' : 'are'} paid and waiting for the buyer to pick the items up.`,
  soldWithoutInvoice: (n: number, dollars: number) =>
    `${countOf(n, 'item')} ${n === 1 ? 'is' : 'are'} marked Sold by hand with no invoice (${formatMoney(dollars * 100)} by their sold prices): not in these figures.`,
  /** The statement's first sum, on screen and in the PDF: "Invoice totals (4 invoices; 1 voided, not counted)". */
  invoiceTotals: (invoices: number, voided: number) =>
    `Invoice totals (${countOf(invoices, 'invoice')}${voided > 0 ? `; ${voided} voided, not counted` : ''})`,
  clientOwes: (cents: number) =>
    `The client owes ${formatMoney(cents)}: expenses and commission are more than their sales.`,
} as const;

/** "60% of sales" or "$4.00 per item sold": a consignor's payout rule as the screens and the statement say it. */
export const payoutRuleText = (rule: { kind: 'percent'; bp: number } | { kind: 'flat'; cents: number }) =>
  rule.kind === 'percent' ? `${formatBasisPoints(rule.bp)} of sales` : `${formatMoney(rule.cents)} per item sold`;

/** "−$1,250.00": an amount taken off (refunds, tax, commission), as the statement and its screen print it. */
export const minusMoney = (cents: number) => (cents === 0 ? formatMoney(0) : `−${formatMoney(cents)}`);

/** An amount that may be below zero (what the client owes, a day of refunds only), with the same minus sign. */
export const signedMoney = (cents: number) => (cents < 0 ? minusMoney(-cents) : formatMoney(cents));
