import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import type { Logger } from '../logger.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: OutgoingMail): Promise<void>;
}

/**
 * With SMTP_URL, mail goes to that server and is logged in the outbox table. Without it, the outbox
 * table is the delivery: the message is printed on the console and readable at /dev/mailbox.
 */
export function createMailer(options: {
  db: Database;
  logger: Logger;
  smtpUrl: string | undefined;
  from: string;
}): Mailer {
  const { db, logger, from, smtpUrl } = options;
  // nodemailer (~5 MB of heap) loads with the first message, and only with SMTP_URL (DESIGN section 8:
  // an idle server <= 300 MB).
  let transporter: Promise<Transporter> | undefined;
  const smtp = smtpUrl
    ? () =>
        (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)))
    : undefined;

  const record = (
    message: OutgoingMail,
    transport: 'smtp' | 'outbox',
    status: 'stored' | 'sent' | 'failed',
    error?: string,
  ) =>
    db.insert(mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      transport,
      status,
      error: error ?? null,
    });

  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(message) {
      if (!smtp) {
        await record(message, 'outbox', 'stored');
        logger.info('mail stored in development outbox (no SMTP_URL set); read it at /dev/mailbox', {
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        return;
      }
      try {
        await (
          await smtp()
        ).sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (error) {
        await record(message, 'smtp', 'failed', error instanceof Error ? error.message : String(error));
        throw error;
      }
      await record(message, 'smtp', 'sent');
    },
  };
}
