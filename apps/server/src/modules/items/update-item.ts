import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '@tagwise/core/errors';
import { priceBasisNote } from '@tagwise/core/pricing/price-basis';
import { SOLD_PRICE_MESSAGES, type UpdateItemInput } from '@tagwise/core/schemas/items';
import { descriptionAfterNaming } from '@tagwise/core/analysis/generated-description';

import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { toProjects } from '../projects/project-dto.ts';
import { refuseDoorSaleChange } from './door-sales.ts';
import { findOwnedItem } from './find-owned-item.ts';
import { getItem } from './get-item.ts';
import { getPriceBasis } from './get-price-basis.ts';
import { loadPricingContext, rulePrice } from './pricing-context.ts';
import { recordPriceEvent } from './record-price-event.ts';

/**
 * Edits any field. Naming an item replaces the description the offline analyzer wrote for it. A tag price
 * sent by hand sticks until reset; while the price follows the rules,
 * changing retail, category or condition re-prices the item. Price changes are recorded. A retail price
 * taken from the median of the workspace's items of a category is worked out here, in the same
 * transaction, and named in the pricing note and the price history. Marking an item sold records what it
 * sold for, which stays editable while it is sold; another status clears it (the history keeps it). An item
 * sold on an invoice keeps the invoice's status and price: a refund or a void changes them.
 */
export async function updateItem({
  db,
  actor,
  itemId,
  input,
}: {
  db: Database;
  actor: Actor;
  itemId: string;
  input: z.output<typeof UpdateItemInput>;
}) {
  await db.transaction(async (tx) => {
    const current = await findOwnedItem(tx, actor, itemId, true);
    const statusMoves = input.status !== undefined && input.status !== current.status;
    const soldPriceMoves = input.soldPrice !== undefined && input.soldPrice !== current.soldPrice;
    if (statusMoves || soldPriceMoves) await refuseDoorSaleChange(tx, actor, [current]);
    const [project] = await toProjects(tx, [await findOwnedProject(tx, actor, current.projectId)]);
    const context = await loadPricingContext(tx, actor, project!);
    const { tagPrice: manualPrice, resetTagPriceToRule, retailFromCategoryMedian, ...edits } = input;
    let basisNote: string | null = null;
    let fields: typeof edits & { pricingNote?: string } = edits;
    if (retailFromCategoryMedian) {
      const basis = await getPriceBasis({ db: tx, actor, category: retailFromCategoryMedian });
      if (basis.medianCents === null) {
        throw new AppError('CONFLICT', `You have no priced ${retailFromCategoryMedian} items to take a median from`);
      }
      basisNote = priceBasisNote(basis);
      fields = { ...edits, retailCents: basis.medianCents, pricingNote: basisNote };
    }
    const next = { ...current, ...fields };
    // What the offline analyzer wrote as the description described what it took the item for: it goes when
    // a person names the item, and stops counting as the analyzer's once a person writes the description.
    const named = fields.name !== undefined && fields.name !== current.name;
    // (The item page sends its description unchanged with every save: only a changed one is the person's.)
    const ownWords =
      fields.description !== undefined && fields.description !== current.description
        ? { analyzerDescription: null }
        : named && current.analyzerDescription !== null
          ? {
              description: descriptionAfterNaming(current.description, current.analyzerDescription),
              analyzerDescription: null,
            }
          : {};

    let tagPriceSource = current.tagPriceSource;
    if (manualPrice !== undefined) tagPriceSource = 'manual';
    else if (resetTagPriceToRule) tagPriceSource = 'rule';
    const rule = rulePrice(context, next);
    const tagPrice = manualPrice ?? (tagPriceSource === 'rule' ? (rule?.tagPrice ?? null) : current.tagPrice);

    const sold = next.status === 'sold';
    const soldAt = sold ? (current.soldAt ?? new Date()) : fields.status !== undefined ? null : current.soldAt;
    const soldPrice = soldPriceAfter(current, fields);
    await tx
      .update(items)
      .set({
        ...fields,
        ...ownWords,
        ...(fields.condition !== undefined ? { conditionSource: 'person' as const } : {}),
        // A person confirmed what the item is: its name and category now teach the review (decision 0028).
        ...(fields.needsReview === false ? { reviewedAt: new Date() } : {}),
        tagPrice,
        tagPriceSource,
        soldAt,
        soldPrice,
        updatedAt: new Date(),
      })
      .where(eq(items.id, itemId));
    const tagOrRetailMoved = tagPrice !== current.tagPrice || next.retailCents !== current.retailCents;
    await recordPriceEvent(tx, actor, {
      itemId,
      // A person typed a price (or what it sold for); otherwise the rules derived it from what changed.
      source:
        manualPrice !== undefined || fields.retailCents !== undefined || soldPrice !== current.soldPrice
          ? 'person'
          : 'rule',
      before: { retailCents: current.retailCents, tagPrice: current.tagPrice, soldPrice: current.soldPrice },
      after: { retailCents: next.retailCents, tagPrice, soldPrice },
      // How the rules priced the tag, when the tag or retail price is what moved (not for a sale alone).
      breakdown: tagOrRetailMoved
        ? [basisNote, tagPriceSource === 'rule' ? rule?.breakdown : null].filter(Boolean).join('. ') || null
        : null,
    });
  });
  return getItem({ db, actor, itemId });
}

/**
 * What the item sold for after the edit. The schema already ties a status in the edit to its price; a price
 * sent alone must fit the item as it is: set on a sold item (never removed), never on an unsold one.
 */
function soldPriceAfter(
  current: { status: string; soldPrice: number | null },
  fields: { status?: string | undefined; soldPrice?: number | null | undefined },
): number | null {
  const status = fields.status ?? current.status;
  if (status !== 'sold') {
    if (fields.status === undefined && fields.soldPrice !== undefined && fields.soldPrice !== null) {
      throw new AppError('VALIDATION_FAILED', `soldPrice: ${SOLD_PRICE_MESSAGES.onlySold}`);
    }
    return fields.status === undefined ? current.soldPrice : null;
  }
  if (fields.soldPrice === null) throw new AppError('VALIDATION_FAILED', `soldPrice: ${SOLD_PRICE_MESSAGES.required}`);
  return fields.soldPrice ?? current.soldPrice;
}
