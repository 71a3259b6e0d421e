import { eq } from 'drizzle-orm';
import type { CheckoutCatalog } from '@tagwise/core/sale-day/catalog-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { checkoutItems } from './checkout-items.ts';

/**
 * GET /api/projects/:projectId/checkout: everything the checkout screen needs for a sale, read in one
 * repeatable-read transaction (one moment) so a device can keep it and scan offline: the sale's settings
 * (zone, days, the tags' discount line, sales tax, the business name for receipts) and every item with its
 * state at the door.
 */
export async function getCheckoutCatalog({
  db,
  actor,
  projectId,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  now?: Date;
}): Promise<CheckoutCatalog> {
  return db.transaction(
    async (tx) => {
      const project = await findOwnedProject(tx, actor, projectId);
      const [settings] = await tx
        .select({ businessName: userSettings.businessName })
        .from(userSettings)
        .where(eq(userSettings.userId, actor.ownerId));
      return {
        project: {
          id: project.id,
          name: project.name,
          timeZone: project.timeZone,
          saleDays: project.saleDays,
          tagDiscountLine: project.tagDiscountLine,
          salesTaxBp: project.salesTaxBp,
          businessName: settings?.businessName ?? null,
        },
        items: await checkoutItems(tx, actor, { projectId }),
        readAt: now.toISOString(),
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}
