import { eq } from 'drizzle-orm';
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '@tagwise/core/pricing/pricing-settings';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';

/** The workspace's pricing rules (the admin's row), each unset field at the spec's default. */
export async function getPricingSettings({
  db,
  actor,
}: {
  db: Pick<Database, 'select'>;
  actor: Actor;
}): Promise<PricingSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, actor.ownerId));
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
