import { inArray } from 'drizzle-orm';
import type { AnalyzedItem } from '@tagwise/core/analysis/post-process';
import { ITEM_MESSAGES } from '@tagwise/core/schemas/items';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemImages, items } from '../../db/schema/items.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { orNotFound } from '../../http/not-found.ts';
import { loadPricingContext, rulePrice } from '../items/pricing-context.ts';
import { recordPriceEvent } from '../items/record-price-event.ts';
import { newTagCode, withFreshTagCode } from '../items/tag-code.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { toProjects } from '../projects/project-dto.ts';
import { findOwnedUploads } from '../uploads/find-owned-uploads.ts';

type FiledItem = Omit<AnalyzedItem, 'aiConfidence' | 'conditionConfidence'> & {
  aiConfidence: number | null;
  conditionConfidence: number | null;
};

/**
 * Saves an analysed item in one transaction: the item priced by the project's rules (the same path as
 * an item added by hand), its photos (the uploads' rows become item photos in the order sent, the first
 * the main one; the files stay where they are) and an "ai" price event. The project and uploads are
 * checked again under lock: either may have been deleted while the provider was thinking.
 */
export async function saveAnalyzedItem({
  db,
  actor,
  projectId,
  uploadIds,
  analyzed,
  provider,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  uploadIds: readonly string[];
  /** Null confidences: a photo filed without an analysis (a bulk batch's "upload only"). */
  analyzed: FiledItem;
  /** Null when no analysis ran. */
  provider: string | null;
}): Promise<string> {
  const {
    aiConfidence,
    conditionConfidence,
    pricingNote,
    abstained: _abstained,
    photoSignatures,
    ...fields
  } = analyzed;
  return withFreshTagCode(() =>
    db.transaction(async (tx) => {
      const [project] = await toProjects(tx, [await findOwnedProject(tx, actor, projectId)]);
      const photos = await findOwnedUploads(tx, actor, uploadIds, true);
      const context = await loadPricingContext(tx, actor, project!);
      const rule = rulePrice(context, fields);
      const tagPrice = rule?.tagPrice ?? null;
      const [row] = await tx
        .insert(items)
        .values({
          ...fields,
          ownerId: actor.ownerId,
          projectId,
          createdBy: actor.userId,
          tagCode: newTagCode(),
          tagPrice,
          tagPriceSource: 'rule',
          aiConfidence,
          conditionConfidence,
          pricingNote,
          analysisProvider: provider,
          analyzedAt: provider === null ? null : new Date(),
        })
        .returning();
      const item = orNotFound(row, ITEM_MESSAGES.addFailed);
      await tx.insert(itemImages).values(
        photos.map((photo, position) => ({
          // The upload's id carries over, so a thumbnail URL the browser already holds stays meaningful.
          id: photo.id,
          ownerId: actor.ownerId,
          itemId: item.id,
          position,
          displayKey: photo.displayKey,
          thumbKey: photo.thumbKey,
          width: photo.width,
          height: photo.height,
          bytes: photo.bytes,
          embedding: photoSignatures?.[position]?.embedding ?? null,
          photoHash: photoSignatures?.[position]?.hash ?? null,
        })),
      );
      await tx.delete(uploads).where(
        inArray(
          uploads.id,
          photos.map((p) => p.id),
        ),
      );
      if (fields.retailCents !== null || tagPrice !== null) {
        await recordPriceEvent(tx, actor, {
          itemId: item.id,
          source: 'ai',
          before: null,
          after: { retailCents: fields.retailCents, tagPrice },
          breakdown: rule?.breakdown ?? null,
        });
      }
      return item.id;
    }),
  );
}
