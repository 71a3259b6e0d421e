import { boolean, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CategoryMarkdown, ConditionMultiplier } from '@tagwise/core/pricing/pricing-settings';
import { user } from './auth.ts';

/**
 * One row per user (core-app.md section 3). A missing row means an admin with the default pricing rules.
 * Sub-users carry their admin's id; their business rows live under that admin (DESIGN section 5).
 */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  userRole: text('user_role', { enum: ['admin', 'sub_user'] })
    .notNull()
    .default('admin'),
  adminUserId: text('admin_user_id').references(() => user.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  phoneNumber: text('phone_number'),
  avatarUrl: text('avatar_url'),
  businessName: text('business_name'),
  businessLogoUrl: text('business_logo_url'),
  toursEnabled: boolean('tours_enabled').notNull().default(true),
  helpTipsEnabled: boolean('help_tips_enabled').notNull().default(true),
  /** What lists and the item page show (DisplayPreferences); null means the defaults. */
  displayPreferences: jsonb('display_preferences'),
  conditionMultipliers: jsonb('condition_multipliers').$type<ConditionMultiplier[]>(),
  categoryMarkdowns: jsonb('category_markdowns').$type<CategoryMarkdown[]>(),
  markdownPercentage: doublePrecision('markdown_percentage'),
  minimumPrice: integer('minimum_price'),
  maximumPrice: integer('maximum_price'),
  markupPercentage: doublePrecision('markup_percentage'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
