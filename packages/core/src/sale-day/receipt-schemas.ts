import { z } from 'zod';
import { TimeZone } from '../schemas/projects.ts';
import { fileNameSlug } from '../values/reports.ts';
import { SALE_DAY_MESSAGES as M } from './messages.ts';

/** The receipt printers' 80 mm roll, or a letter page. */
export const RECEIPT_SIZES = ['80mm', 'letter'] as const;
export type ReceiptSize = (typeof RECEIPT_SIZES)[number];

/**
 * GET /api/invoices/:invoiceId/receipt.pdf?size=80mm|letter. `timeZone` is the device's, used only when the
 * sale has no zone of its own (the times on the receipt are where the sale is).
 */
export const ReceiptPdfQuery = z.object({
  size: z.enum(RECEIPT_SIZES, { message: 'Choose 80mm or letter' }).default('80mm'),
  timeZone: TimeZone.optional(),
});

/** POST /api/invoices/:invoiceId/receipt-email: the customer's address (asked at the door, checked here). */
export const ReceiptEmailInput = z.object({
  email: z
    .string({ message: M.emailInvalid })
    .trim()
    .pipe(z.email({ message: M.emailInvalid }).max(254, M.emailInvalid)),
  timeZone: TimeZone.optional(),
});
export type ReceiptEmailInput = z.input<typeof ReceiptEmailInput>;

export const RECEIPT_MESSAGES = {
  mailFailed: 'The receipt could not be e-mailed: the mail server did not take it. Try again, or print it.',
  tooMany: (minutes: number) =>
    `Too many receipts e-mailed for now. Try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}, or print it.`,
  sent: (email: string) => `Receipt sent to ${email}`,
} as const;

export const ReceiptEmailResult = z.object({ sentTo: z.string() });
export type ReceiptEmailResult = z.infer<typeof ReceiptEmailResult>;

/**
 * How many receipts may be e-mailed: a few per invoice (a typo corrected, a resend), and a ceiling per
 * workspace that a busy sale day stays well under, so the mail service cannot be used to send mail in bulk.
 */
export const RECEIPT_EMAIL_LIMITS = { perInvoicePerHour: 5, perWorkspacePerHour: 300 } as const;

/** "receipt-12-maple-street.pdf" */
export const receiptFileName = (invoiceNumber: number, projectName: string) => {
  const slug = fileNameSlug(projectName);
  return `receipt-${invoiceNumber}${slug ? `-${slug}` : ''}.pdf`;
};
