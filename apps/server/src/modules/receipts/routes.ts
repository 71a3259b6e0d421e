import { createRoute, z } from '@hono/zod-openapi';
import {
  RECEIPT_EMAIL_LIMITS,
  RECEIPT_MESSAGES,
  ReceiptEmailInput,
  ReceiptEmailResult,
  ReceiptPdfQuery,
  receiptFileName,
} from '@tagwise/core/sale-day/receipt-schemas';
import { Id } from '@tagwise/core/schemas/projects';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import { createAttemptLimiter } from '../../auth/attempt-limiter.ts';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Storage } from '../../storage/storage.ts';
import { emailReceipt } from './email-receipt.ts';
import { loadReceipt } from './load-receipt.ts';

const params = z.object({ invoiceId: Id });
const HOUR = 3_600_000;

// pdfkit and its fonts load with the first receipt, as with the reports (DESIGN section 8: an idle server
// holds none of it).
const loadRenderer = () => import('./render-receipt-pdf.ts');

/**
 * An invoice's receipt (issue 35): a PDF for 80 mm receipt printers or letter paper, or an e-mail to the
 * customer. Both are worded from the stored invoice (core's receiptOf); anyone of the workspace may print
 * or send one, as anyone may ring up.
 */
export function receiptRoutes({ db, storage, mailer }: { db: Database; storage: Storage; mailer: Mailer }) {
  const sent = createAttemptLimiter(HOUR);
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/invoices/{invoiceId}/receipt.pdf',
        tags: ['Sale day'],
        summary:
          "An invoice's receipt as a PDF: 80 mm wide for receipt printers (as long as the receipt) or on letter pages",
        request: { params, query: ReceiptPdfQuery },
        responses: {
          200: {
            description: 'The receipt',
            content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
          },
          ...commonErrors('invoice'),
        },
      }),
      async (c) => {
        const { size, timeZone } = c.req.valid('query');
        const loaded = await loadReceipt({
          db,
          storage,
          actor: c.var.actor,
          invoiceId: c.req.valid('param').invoiceId,
          timeZone,
        });
        const { renderReceiptPdf } = await loadRenderer();
        const pdf = await renderReceiptPdf({
          receipt: loaded.receipt,
          logo: loaded.logo,
          whiteLabel: loaded.whiteLabel,
          size,
          title: `${loaded.receipt.business}: ${loaded.receipt.title}`,
        });
        return c.body(new Uint8Array(pdf), 200, {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${receiptFileName(loaded.invoice.number, loaded.projectName)}"`,
          'cache-control': 'no-store',
        });
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/invoices/{invoiceId}/receipt-email',
        tags: ['Sale day'],
        summary: "E-mail an invoice's receipt to the customer's address (a few per invoice and per hour)",
        request: { params, body: jsonBody(ReceiptEmailInput) },
        responses: {
          200: jsonResponse(ReceiptEmailResult, 'Sent (or, without SMTP, in the development mailbox)'),
          ...commonErrors('invoice'),
          429: jsonResponse(ErrorResponse, 'Too many receipts e-mailed for now; Retry-After says when'),
          502: jsonResponse(ErrorResponse, RECEIPT_MESSAGES.mailFailed),
        },
      }),
      async (c) => {
        const { actor } = c.var;
        const { invoiceId } = c.req.valid('param');
        const { email, timeZone } = c.req.valid('json');
        for (const [key, limit] of [
          [`invoice:${invoiceId}`, RECEIPT_EMAIL_LIMITS.perInvoicePerHour],
          [`workspace:${actor.ownerId}`, RECEIPT_EMAIL_LIMITS.perWorkspacePerHour],
        ] as const) {
          const verdict = sent.attempt(key, limit);
          if (!verdict.allowed) {
            c.header('Retry-After', String(verdict.retryAfterSeconds));
            const message = RECEIPT_MESSAGES.tooMany(Math.ceil(verdict.retryAfterSeconds / 60));
            return c.json({ error: { code: 'RATE_LIMITED' as const, message } }, 429);
          }
        }
        return c.json(await emailReceipt({ db, storage, mailer, actor, invoiceId, email, timeZone }), 200);
      },
    );
}
