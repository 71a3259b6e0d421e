import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * An admin's team (core-app.md section 3's team_members): one row per sub-user account. The name and
 * address are kept here as the admin set them (the account's own are changed with them). An inactive
 * member cannot sign in, and their sessions end when they are deactivated.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    subUserId: text('sub_user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    adminUserId: text('admin_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_members_admin_idx').on(t.adminUserId, t.createdAt)],
);
