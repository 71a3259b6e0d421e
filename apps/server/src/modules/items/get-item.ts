import { desc, eq } from 'drizzle-orm';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { priceEvents } from '../../db/schema/items.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { toProjects } from '../projects/project-dto.ts';
import { liveLinesOf } from '../checkout/live-lines.ts';
import { findOwnedItem } from './find-owned-item.ts';
import { imagesOfItems } from '../item-images/image-dto.ts';
import { toItem } from './item-dto.ts';
import { loadPricingContext } from './pricing-context.ts';

/** One item with its photos, its price history (newest change first) and its sale's schedule. */
export async function getItem({
  db,
  actor,
  itemId,
}: {
  db: Database;
  actor: Actor;
  itemId: string;
}): Promise<ItemDetail> {
  const row = await findOwnedItem(db, actor, itemId);
  const [project] = await toProjects(db, [await findOwnedProject(db, actor, row.projectId)]);
  const context = await loadPricingContext(db, actor, project!);
  const images = (await imagesOfItems(db, [itemId])).get(itemId) ?? [];
  const history = await db
    .select({ event: priceEvents, actorName: user.name })
    .from(priceEvents)
    .leftJoin(user, eq(user.id, priceEvents.actorUserId))
    .where(eq(priceEvents.itemId, itemId))
    .orderBy(desc(priceEvents.createdAt));
  const [doorSale] = await liveLinesOf(db, actor, [itemId]);
  const [creator] = row.createdBy
    ? await db.select({ name: user.name }).from(user).where(eq(user.id, row.createdBy))
    : [];
  return {
    ...toItem(row, context, images[0]?.thumbUrl ?? null),
    images,
    unsureAnalysis: row.needsReview,
    consignorId: row.consignorId,
    soldOnInvoice: doorSale ? { invoiceId: doorSale.invoiceId, number: doorSale.number } : null,
    analysis: row.analysisProvider
      ? {
          provider: row.analysisProvider,
          confidence: row.aiConfidence,
          conditionConfidence: row.conditionConfidence,
          conditionSource: row.conditionSource,
          pricingNote: row.pricingNote,
          analyzedAt: row.analyzedAt?.toISOString() ?? null,
          guesses: row.analysisGuesses ?? [],
          comparables: row.analysisComparables ?? [],
        }
      : null,
    priceHistory: history.map(({ event, actorName }) => ({
      id: event.id,
      source: event.source,
      retailCents: event.retailCents,
      tagPrice: event.tagPrice,
      previousRetailCents: event.previousRetailCents,
      previousTagPrice: event.previousTagPrice,
      soldPrice: event.soldPrice,
      previousSoldPrice: event.previousSoldPrice,
      breakdown: event.breakdown,
      actorName,
      createdAt: event.createdAt.toISOString(),
    })),
    createdByName: creator?.name ?? null,
    sale: { tagDiscountLine: project!.tagDiscountLine, saleDays: project!.saleDays, timeZone: project!.timeZone },
    // A team member reads the rules only as they price this item (the Pricing tab stays the admin's).
    pricingRules: context,
  };
}
