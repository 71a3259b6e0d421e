import { AppError } from '@tagwise/core/errors';
import { ENHANCEMENT_MESSAGES, type EnhanceResult } from '@tagwise/core/schemas/enhancements';
import { PHOTO_MESSAGES } from '@tagwise/core/schemas/item-images';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { Storage } from '../../storage/storage.ts';
import { chargeOperation, completeOperation, refundOperation } from '../credits/charge-operation.ts';
import { deleteImageFiles } from '../item-images/delete-image-files.ts';
import { findOwnedImage } from '../item-images/find-owned-image.ts';
import { toItemImage } from '../item-images/image-dto.ts';
import { storePhoto } from '../item-images/store-photo.ts';
import { requireStudioPlan } from './require-studio-plan.ts';
import { runEnhancer } from './run-enhancer.ts';
import { saveStudioVersion } from './save-studio-version.ts';
import type { StudioPhotos } from './studio-photos.ts';

/**
 * A studio version of one photo (core-app.md sections 4 and 6): guard the ids and the plan, charge one
 * credit (none on an unlimited plan, none when it is part of an analysis, which paid already), cut the
 * item out within 60 s, store it through the photo pipeline beside the original and show it. When no
 * single item is found the credit goes back and the original stays; any failure gives the credit back
 * and leaves no studio files behind.
 */
export async function enhancePhoto({
  db,
  storage,
  studio,
  logger,
  actor,
  itemId,
  imageId,
  partOfAnalysis = false,
  signal,
}: {
  db: Database;
  storage: Storage;
  studio: StudioPhotos;
  logger: Logger;
  actor: Actor;
  itemId: string;
  imageId: string;
  partOfAnalysis?: boolean;
  signal?: AbortSignal;
}): Promise<EnhanceResult> {
  // Before the charge: a foreign or unknown id is a 404 and a plan below Pro a 403; neither costs anything.
  const image = await findOwnedImage(db, actor, imageId, itemId);
  await requireStudioPlan(db, actor);
  const charge = partOfAnalysis
    ? null
    : await chargeOperation(db, actor, 'enhancement', { provider: studio.enhancer.provider, imageId });

  let stored: Awaited<ReturnType<typeof storePhoto>> | undefined;
  let saved: Awaited<ReturnType<typeof saveStudioVersion>>;
  try {
    const original = await storage.get(image.displayKey);
    if (!original) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.notFound);
    const result = await runEnhancer(studio, original, signal);
    if (!result.itemFound) {
      if (charge) await refundOperation(db, actor, logger, charge, ENHANCEMENT_MESSAGES.noItem);
      return { image: toItemImage(image), enhanced: false, message: ENHANCEMENT_MESSAGES.noItem, creditsCharged: 0 };
    }
    // Re-encoded like any upload: display size and thumbnail, WebP, checked by content.
    stored = await storePhoto(storage, result.photo, 'items').catch((error: unknown) => {
      throw error instanceof AppError
        ? new AppError('BAD_GATEWAY', ENHANCEMENT_MESSAGES.noImage, { cause: error })
        : error;
    });
    saved = await saveStudioVersion(db, actor, { itemId, imageId, studio: stored });
  } catch (error) {
    if (stored) {
      await deleteImageFiles(storage, [stored]).catch((cleanup: unknown) =>
        logger.warn('removing an unsaved studio photo failed', { err: cleanup, imageId }),
      );
    }
    if (charge) await refundOperation(db, actor, logger, charge, error);
    throw error;
  }
  // Saved: from here nothing may undo it. A replaced studio version's files that cannot be removed are
  // only unused files.
  await deleteImageFiles(storage, saved.replaced).catch((error: unknown) =>
    logger.warn('removing a replaced studio photo failed', { err: error, imageId }),
  );
  if (charge) await completeOperation(db, actor, logger, charge, itemId);
  return { image: toItemImage(saved.row), enhanced: true, creditsCharged: charge?.credits ?? 0 };
}
