import type { Logger } from '../logger.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

/**
 * Sends a mail whose sending must not show in the answer's timing (a slower answer for an address with an
 * account would tell that it has one): through SMTP the answer does not wait for the mail server, and a
 * failure is logged. The outbox is one insert, awaited, so tests read the message right after.
 */
export async function sendWithoutWaiting(mailer: Mailer, logger: Logger, message: OutgoingMail, what: string) {
  const sending = mailer.send(message);
  if (mailer.transport === 'outbox') {
    await sending;
    return;
  }
  sending.catch((error: unknown) =>
    logger.error(`${what} mail failed`, { error: error instanceof Error ? error.message : String(error) }),
  );
}
