import { integer, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// How many times a key (an account and address trying to sign in, an address asking for reset links...)
// was tried in its current window, kept in the database so every API process counts the same attempts
// (auth/attempt-counts.ts). The key is a hash: no e-mail or address is stored. A row outlives its window
// only until the next sweep.
export const authAttempts = pgTable(
  'auth_attempts',
  {
    keyHash: text('key_hash').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_attempts_window_ends_at_idx').on(t.windowEndsAt)],
);
