import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/credits.ts';
import { userSettings } from '../../db/schema/settings.ts';
import type { Storage } from '../../storage/storage.ts';
import { planOf } from '../credits/plan-of.ts';
import { readBusinessLogo } from '../settings/read-business-logo.ts';

export interface Branding {
  businessName: string | null;
  /** The workspace's logo (PNG). */
  logo: Buffer | null;
  /** The plan includes white-label reports: no Tagwise branding, the business's name instead. */
  whiteLabel: boolean;
}

/**
 * Who a workspace's papers (reports, receipts) come from: the business's name and logo, and whether the
 * plan makes them white-label (features.white_label_reports, always on for enterprise).
 */
export async function readBranding({
  db,
  storage,
  ownerId,
}: {
  db: Database;
  storage: Storage;
  ownerId: string;
}): Promise<Branding> {
  const [[settings], [plan], logo] = await Promise.all([
    db.select({ businessName: userSettings.businessName }).from(userSettings).where(eq(userSettings.userId, ownerId)),
    db.select().from(subscriptions).where(eq(subscriptions.ownerId, ownerId)),
    readBusinessLogo({ db, storage, ownerId }),
  ]);
  const whiteLabel =
    plan !== undefined &&
    (plan.whiteLabelReports === 1 ||
      planOf({ tier: plan.tier, status: plan.status, maxItemsPerMonth: plan.maxItemsPerMonth }).tier === 'enterprise');
  return { businessName: settings?.businessName?.trim() || null, logo, whiteLabel };
}
