import { eq } from 'drizzle-orm';
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '@tagwise/core/pricing/pricing-settings';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';

/** The columns of the admin's settings row that hold the pricing rules. */
export const pricingSettingsColumns = {
  conditionMultipliers: userSettings.conditionMultipliers,
  categoryMarkdowns: userSettings.categoryMarkdowns,
  markdownPercentage: userSettings.markdownPercentage,
  minimumPrice: userSettings.minimumPrice,
  maximumPrice: userSettings.maximumPrice,
  markupPercentage: userSettings.markupPercentage,
};

type PricingSettingsRow = Pick<typeof userSettings.$inferSelect, keyof typeof pricingSettingsColumns>;

/** The rules of a settings row (undefined or all null when the workspace has none), each unset field at the spec's default. */
export function toPricingSettings(row: PricingSettingsRow | undefined): PricingSettings {
  const d = DEFAULT_PRICING_SETTINGS;
  return {
    conditionMultipliers: row?.conditionMultipliers?.length ? row.conditionMultipliers : d.conditionMultipliers,
    categoryMarkdowns: row?.categoryMarkdowns ?? d.categoryMarkdowns,
    markdownPercentage: row?.markdownPercentage ?? d.markdownPercentage,
    minimumPrice: row?.minimumPrice ?? d.minimumPrice,
    maximumPrice: row?.maximumPrice ?? d.maximumPrice,
    markupPercentage: row?.markupPercentage ?? d.markupPercentage,
  };
}

/** The workspace's pricing rules (the admin's row), each unset field at the spec's default. */
export async function getPricingSettings({
  db,
  actor,
}: {
  db: Pick<Database, 'select'>;
  actor: Actor;
}): Promise<PricingSettings> {
  const [row] = await db
    .select(pricingSettingsColumns)
    .from(userSettings)
    .where(eq(userSettings.userId, actor.ownerId));
  return toPricingSettings(row);
}
