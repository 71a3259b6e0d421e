import { and, count, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { SETTLEMENT_MESSAGES } from '@tagwise/core/sale-day/settlement-messages';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import { LISTING_MESSAGES } from '@tagwise/core/values/estatesales-listing';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemImages, items } from '../../db/schema/items.ts';
import { projects } from '../../db/schema/projects.ts';
import { saleInvoices } from '../../db/schema/sale-day.ts';
import { orNotFound } from '../../http/not-found.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteImageFiles, IMAGE_FILE_COLUMNS } from '../item-images/delete-image-files.ts';
import { publishLockExpired } from './project-dto.ts';

/**
 * Deletes the project and, through foreign keys, its items; then the files of their photos. Refused while
 * it is published on EstateSales.NET, and for a sale with invoices (they are kept).
 */
export async function deleteProject({
  db,
  storage,
  actor,
  projectId,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  projectId: string;
}) {
  const photos = await db.transaction(async (tx) => {
    const images = await tx
      .select(IMAGE_FILE_COLUMNS)
      .from(itemImages)
      .innerJoin(items, eq(items.id, itemImages.itemId))
      .where(and(eq(items.projectId, projectId), eq(items.ownerId, actor.ownerId)));
    const owned = and(eq(projects.id, projectId), eq(projects.ownerId, actor.ownerId));
    const [row] = await tx
      .select({ publishedAt: projects.estatesalesPublishedAt, busySince: projects.estatesalesBusySince })
      .from(projects)
      .where(owned)
      .for('update');
    const project = orNotFound(row, PROJECT_MESSAGES.notFound);
    // Its listing would stay live on EstateSales.NET with nothing here left to update or take it down.
    if (project.publishedAt || (project.busySince && !publishLockExpired(project.busySince))) {
      throw new AppError('CONFLICT', LISTING_MESSAGES.unpublishBeforeDelete);
    }
    // Its invoices would go with it (through foreign keys): what customers paid, the refunds and the client's
    // settlement are records to keep, so a sale that took money is never deleted (decision 0026).
    const [sales] = await tx
      .select({ n: count() })
      .from(saleInvoices)
      .where(and(eq(saleInvoices.projectId, projectId), eq(saleInvoices.ownerId, actor.ownerId)));
    if (sales && sales.n > 0) throw new AppError('CONFLICT', SETTLEMENT_MESSAGES.projectHasInvoices(sales.n));
    await tx.delete(projects).where(owned);
    return images;
  });
  await deleteImageFiles(storage, photos);
}
