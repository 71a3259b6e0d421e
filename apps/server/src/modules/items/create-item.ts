import type { z } from 'zod';
import { ITEM_MESSAGES, type CreateItemInput } from '@tagwise/core/schemas/items';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { orNotFound } from '../../http/not-found.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { toProjects } from '../projects/project-dto.ts';
import { toItem } from './item-dto.ts';
import { loadPricingContext, rulePrice } from './pricing-context.ts';
import { recordPriceEvent } from './record-price-event.ts';
import { newTagCode, withFreshTagCode } from './tag-code.ts';

/** Adds an item by hand. The rules price it unless a tag price is given. */
export async function createItem({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof CreateItemInput>;
}) {
  const { projectId, tagPrice: manualPrice, ...fields } = input;
  return withFreshTagCode(() =>
    db.transaction(async (tx) => {
      const [project] = await toProjects(tx, [await findOwnedProject(tx, actor, projectId)]);
      const context = await loadPricingContext(tx, actor, project!);
      const retailCents = fields.retailCents ?? null;
      const rule = rulePrice(context, { ...fields, retailCents });
      const manual = manualPrice !== undefined && manualPrice !== null;
      const tagPrice = manual ? manualPrice : (rule?.tagPrice ?? null);
      const [row] = await tx
        .insert(items)
        .values({
          ...fields,
          retailCents,
          soldPrice: fields.soldPrice ?? null,
          soldAt: fields.status === 'sold' ? new Date() : null,
          ownerId: actor.ownerId,
          projectId,
          createdBy: actor.userId,
          tagCode: newTagCode(),
          conditionSource: 'person',
          tagPrice,
          tagPriceSource: manual ? 'manual' : 'rule',
        })
        .returning();
      const item = orNotFound(row, ITEM_MESSAGES.addFailed);
      if (retailCents !== null || tagPrice !== null || item.soldPrice !== null) {
        await recordPriceEvent(tx, actor, {
          itemId: item.id,
          source: manual || item.soldPrice !== null ? 'person' : 'rule',
          before: null,
          after: { retailCents, tagPrice, soldPrice: item.soldPrice },
          breakdown: manual ? null : (rule?.breakdown ?? null),
        });
      }
      return toItem(item, context);
    }),
  );
}
