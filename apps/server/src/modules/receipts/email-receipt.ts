import { AppError } from '@tagwise/core/errors';
import type { Receipt, ReceiptFigure } from '@tagwise/core/sale-day/receipt';
import { RECEIPT_MESSAGES, type ReceiptEmailResult } from '@tagwise/core/sale-day/receipt-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadReceipt } from './load-receipt.ts';

const figureLines = (rows: ReceiptFigure[]) => rows.map((row) => `${row.label}: ${row.amount}`);

/** The receipt as the e-mail's plain text: one fact per line, so any mail program shows it as it is. */
export function receiptMailText(receipt: Receipt, whiteLabel: boolean): string {
  const blocks: string[][] = [
    [receipt.business, receipt.sale, receipt.address].filter((line): line is string => Boolean(line)),
    [receipt.title, receipt.when, receipt.rungBy, receipt.customer].filter((line): line is string => Boolean(line)),
  ];
  if (receipt.voided) blocks.push([`VOID. ${receipt.voided}`]);
  blocks.push(
    receipt.lines.flatMap((line) =>
      [
        `${line.description}: ${line.amount}`,
        line.detail && `  ${line.detail}`,
        line.refunded && `  ${line.refunded}`,
      ].filter((part): part is string => Boolean(part)),
    ),
  );
  blocks.push(figureLines(receipt.figures));
  if (receipt.payments.length > 0) blocks.push(figureLines(receipt.payments));
  if (receipt.after.length > 0) blocks.push(figureLines(receipt.after));
  if (receipt.notes.length > 0) blocks.push(receipt.notes);
  blocks.push(['Thank you!', ...(whiteLabel ? [] : ['Made with Tagwise'])]);
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`;
}

/**
 * E-mails an invoice's receipt to the address the customer gave, through the mail service (the outbox and
 * the development mailbox without SMTP). The person at the door waits for the answer: a mail server that
 * refuses it is said, so they can print it instead.
 */
export async function emailReceipt({
  db,
  storage,
  mailer,
  actor,
  invoiceId,
  email,
  timeZone,
}: {
  db: Database;
  storage: Storage;
  mailer: Mailer;
  actor: Actor;
  invoiceId: string;
  email: string;
  timeZone: string | undefined;
}): Promise<ReceiptEmailResult> {
  const { receipt, whiteLabel } = await loadReceipt({ db, storage, actor, invoiceId, timeZone });
  try {
    await mailer.send({
      to: email,
      subject: `Your receipt from ${receipt.business}: ${receipt.title}`,
      text: receiptMailText(receipt, whiteLabel),
    });
  } catch (cause) {
    throw new AppError('BAD_GATEWAY', RECEIPT_MESSAGES.mailFailed, { cause });
  }
  return { sentTo: email };
}
