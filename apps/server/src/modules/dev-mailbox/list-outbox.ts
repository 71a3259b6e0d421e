import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

export const MAILBOX_PAGE_SIZE = 100;

/** Newest first. Development only: the route that calls this exists only without SMTP, outside production. */
export async function listOutbox(db: Database) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(MAILBOX_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    createdAt: row.createdAt.toISOString(),
  }));
}
