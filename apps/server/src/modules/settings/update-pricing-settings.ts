import type { PricingSettings } from '@tagwise/core/pricing/pricing-settings';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';

/** Saves the whole set of pricing rules at once (validated by the caller's schema). Admins only. */
export async function updatePricingSettings({
  db,
  actor,
  settings,
}: {
  db: Database;
  actor: Actor;
  settings: PricingSettings;
}): Promise<PricingSettings> {
  const values = {
    conditionMultipliers: settings.conditionMultipliers,
    categoryMarkdowns: settings.categoryMarkdowns,
    markdownPercentage: settings.markdownPercentage,
    minimumPrice: settings.minimumPrice,
    maximumPrice: settings.maximumPrice,
    markupPercentage: settings.markupPercentage,
    updatedAt: new Date(),
  };
  await db
    .insert(userSettings)
    .values({ userId: actor.ownerId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
  return settings;
}
