import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Every message the app sends is recorded here. Without SMTP this table is the delivery: the
// development mailbox page reads it. With SMTP it is the log of what was handed to the server.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    transport: text('transport', { enum: ['outbox', 'smtp'] }).notNull(),
    status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt.desc())],
);
