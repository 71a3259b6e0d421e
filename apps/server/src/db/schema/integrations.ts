import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** A workspace's EstateSales.NET connection (user_estatesales_settings); the API key only encrypted. */
export const estatesalesSettings = pgTable('estatesales_settings', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** AES-256-GCM, see crypto/secret-box.ts. */
  apiKeyEncrypted: text('api_key_encrypted').notNull(),
  /** The last four characters, to show which key is saved without decrypting it. */
  apiKeyHint: text('api_key_hint').notNull(),
  organizationId: text('organization_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
