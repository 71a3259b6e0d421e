import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { RestoreResult } from '@tagwise/core/schemas/backup';
import { BACKUP_MESSAGES, BACKUP_PHOTO_PATH, type PhotoVariant } from '@tagwise/core/values/backup';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { itemImages, items, priceEvents } from '../../db/schema/items.ts';
import { folders, projectCategoryMarkdowns, projects } from '../../db/schema/projects.ts';
import { promoContents } from '../../db/schema/promo.ts';
import { userSettings } from '../../db/schema/settings.ts';
import type { Storage } from '../../storage/storage.ts';
import { optionalTimestampValue, timestampValue } from './backup-sql.ts';
import { newBusinessLogoKey } from '../settings/business-logo-key.ts';
import { checkBackup, eachBackupPhoto, imageVariants, type CheckedBackup } from './read-backup.ts';
import { planSaleDayIds, writeConsignors, writeSaleDay } from './restore-sale-day.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table (items, 33 columns). */
const CHUNK = 500;

/**
 * Restores a backup zip (already on disk) into the actor's workspace, which must be empty, so nothing is
 * merged or overwritten. The whole zip is checked first (read-backup.ts); then the photos are written to
 * storage under new keys, then every row in one transaction. If anything fails after the first photo
 * was written, the written photos are removed again: a failed restore leaves nothing behind.
 *
 * Ids are new (the same rows may exist on this installation, in the account that made the backup), in the
 * same order as the old ones, so lists that break ties by id keep their order. Tag codes are kept: they
 * are printed on tags already hanging on the items. The rows' people become this workspace's: the
 * account that made the backup becomes the one restoring it; a team member of this workspace keeps their
 * id; anyone else's id becomes empty, as when a person is removed.
 */
export async function restoreWorkspace({
  db,
  storage,
  actor,
  zipPath,
  maxTotalBytes,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  zipPath: string;
  maxTotalBytes: number;
}): Promise<RestoreResult> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', BACKUP_MESSAGES.adminOnly);
  // Before reading a zip of perhaps GBs: the answer for a workspace with data is known already.
  await assertEmptyWorkspace(db, actor);
  const backup = await checkBackup(zipPath, maxTotalBytes);
  const plan = planIds(backup);

  const written: string[] = [];
  try {
    await eachBackupPhoto(zipPath, async (name, data) => {
      // photos/<36-character image id>-<variant>.webp, as checkBackup verified.
      const oldId = name.slice('photos/'.length, 'photos/'.length + 36);
      const variant = BACKUP_PHOTO_PATH.exec(name)![1] as PhotoVariant;
      const key = photoKey(plan.images.get(oldId)!, variant);
      written.push(key);
      await storage.put(key, data, 'image/webp');
    });
    const logoKey = backup.logo ? newBusinessLogoKey(actor.ownerId) : null;
    if (logoKey) {
      written.push(logoKey);
      await storage.put(logoKey, backup.logo!, 'image/png');
    }
    const teamIds = await teamMemberIds(db, actor);
    const person = (id: string | null) =>
      id === null ? null : id === backup.manifest.workspaceId ? actor.ownerId : teamIds.has(id) ? id : null;
    await db.transaction(async (tx) => {
      // Restores into one workspace take turns, whichever process runs them: the next one then finds the
      // rows of the one before (each statement reads what is committed) and is refused as any other
      // restore into a workspace with data. Without the turn, two found it empty, and the second's rows
      // hit the first's unique tag codes.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`backup-restore:${actor.ownerId}`}, 0))`);
      // Again inside the transaction: a project created while the zip was being checked is not overwritten.
      await assertEmptyWorkspace(tx, actor);
      await writeRows(tx, actor, backup, plan, person, logoKey);
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    // Items added by other means while this restore wrote (an import) can still take a tag code first: that
    // workspace is not empty any more, which is the answer.
    if (isUniqueViolation(error)) await assertEmptyWorkspace(db, actor);
    throw error;
  }

  const counts = {
    projects: backup.workspace.projects.length,
    folders: backup.workspace.folders.length,
    items: backup.items.length,
    photos: backup.manifest.counts.photos,
    priceEvents: backup.manifest.counts.priceEvents,
  };
  return { counts, message: BACKUP_MESSAGES.restored(counts) };
}

/** A restore refuses a workspace that has projects or folders (CONFLICT), so nothing is merged or overwritten. */
export async function assertEmptyWorkspace(db: Pick<Database, 'select'>, actor: Actor) {
  const [[projectCount], [folderCount]] = await Promise.all([
    db.select({ n: count() }).from(projects).where(eq(projects.ownerId, actor.ownerId)),
    db.select({ n: count() }).from(folders).where(eq(folders.ownerId, actor.ownerId)),
  ]);
  // Items always belong to a project, so no projects means no items either.
  const p = projectCount?.n ?? 0;
  const f = folderCount?.n ?? 0;
  if (p > 0 || f > 0) throw new AppError('CONFLICT', BACKUP_MESSAGES.notEmpty(p, f));
}

async function teamMemberIds(db: Pick<Database, 'select'>, actor: Actor) {
  const rows = await db
    .select({ id: userSettings.userId })
    .from(userSettings)
    .where(eq(userSettings.adminUserId, actor.ownerId));
  return new Set([actor.ownerId, ...rows.map((r) => r.id)]);
}

const photoKey = (imageId: string, variant: PhotoVariant) => `items/${imageId}-${variant}.webp`;

/** New ids for old ones, handed out in the old ids' order (ties in lists are broken by id). */
function remap(oldIds: string[]): Map<string, string> {
  const fresh = oldIds.map(() => randomUUID()).sort();
  return new Map([...oldIds].sort().map((id, i) => [id, fresh[i]!]));
}

function planIds(backup: CheckedBackup) {
  return {
    saleDay: planSaleDayIds(backup.workspace, remap),
    folders: remap(backup.workspace.folders.map((f) => f.id)),
    projects: remap(backup.workspace.projects.map((p) => p.id)),
    items: remap(backup.items.map((i) => i.id)),
    images: remap(backup.items.flatMap((i) => i.images.map((image) => image.id))),
    priceEvents: remap(backup.items.flatMap((i) => i.priceEvents.map((e) => e.id))),
  };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

async function writeRows(
  tx: Tx,
  actor: Actor,
  backup: CheckedBackup,
  plan: ReturnType<typeof planIds>,
  person: (id: string | null) => string | null,
  logoKey: string | null,
) {
  const ownerId = actor.ownerId;
  const { settings } = backup.workspace;
  if (settings) {
    const values = {
      displayName: settings.displayName,
      phoneNumber: settings.phoneNumber,
      avatarUrl: settings.avatarUrl,
      businessName: settings.businessName,
      businessLogoUrl: logoKey,
      toursEnabled: settings.toursEnabled,
      helpTipsEnabled: settings.helpTipsEnabled,
      displayPreferences: settings.displayPreferences,
      conditionMultipliers: settings.conditionMultipliers,
      categoryMarkdowns: settings.categoryMarkdowns,
      markdownPercentage: settings.markdownPercentage,
      minimumPrice: settings.minimumPrice,
      maximumPrice: settings.maximumPrice,
      markupPercentage: settings.markupPercentage,
      createdAt: timestampValue(settings.createdAt),
      updatedAt: timestampValue(settings.updatedAt),
    };
    await tx
      .insert(userSettings)
      .values({ userId: ownerId, ...values })
      .onConflictDoUpdate({ target: userSettings.userId, set: values });
  }

  await insertChunks(backup.workspace.folders, (chunk) =>
    tx.insert(folders).values(
      chunk.map((f) => ({
        id: plan.folders.get(f.id)!,
        ownerId,
        name: f.name,
        createdAt: timestampValue(f.createdAt),
        updatedAt: timestampValue(f.updatedAt),
      })),
    ),
  );
  await insertChunks(backup.workspace.projects, (chunk) =>
    tx.insert(projects).values(
      chunk.map(
        ({
          id,
          folderId,
          createdBy,
          categoryMarkdowns: _markdowns,
          estatesalesPublishedAt,
          estatesalesSyncedAt,
          estatesalesSyncStatus,
          createdAt,
          updatedAt,
          ...fields
        }) => ({
          ...fields,
          // A backup made while a publish ran: that run is over here, and did not finish.
          estatesalesSyncStatus: estatesalesSyncStatus === 'publishing' ? 'error' : estatesalesSyncStatus,
          estatesalesPublishedAt: estatesalesPublishedAt === null ? null : timestampValue(estatesalesPublishedAt),
          estatesalesSyncedAt: estatesalesSyncedAt === null ? null : timestampValue(estatesalesSyncedAt),
          id: plan.projects.get(id)!,
          ownerId,
          folderId: folderId === null ? null : plan.folders.get(folderId)!,
          createdBy: person(createdBy),
          createdAt: timestampValue(createdAt),
          updatedAt: timestampValue(updatedAt),
        }),
      ),
    ),
  );
  await insertChunks(
    backup.workspace.projects.flatMap((p) =>
      p.categoryMarkdowns.map((m) => ({ projectId: plan.projects.get(p.id)!, ...m })),
    ),
    (chunk) => tx.insert(projectCategoryMarkdowns).values(chunk),
  );
  await insertChunks(backup.workspace.promoContents, (chunk) =>
    tx.insert(promoContents).values(
      chunk.map((m) => ({
        projectId: plan.projects.get(m.projectId)!,
        ownerId,
        fields: m.fields,
        source: m.source,
        provider: m.provider,
        model: m.model,
        generatedAt: timestampValue(m.generatedAt),
        editedAt: optionalTimestampValue(m.editedAt),
        editedBy: person(m.editedBy),
      })),
    ),
  );

  await writeConsignors(tx, ownerId, backup.workspace, plan.saleDay, plan, insertChunks);
  await insertChunks(backup.items, (chunk) =>
    tx.insert(items).values(
      chunk.map(
        ({
          id,
          projectId,
          createdBy,
          consignorId,
          analysisComparables,
          analyzedAt,
          reviewedAt,
          soldAt,
          createdAt,
          updatedAt,
          priceEvents: _events,
          images: _images,
          ...fields
        }) => ({
          ...fields,
          id: plan.items.get(id)!,
          ownerId,
          projectId: plan.projects.get(projectId)!,
          createdBy: person(createdBy),
          consignorId: consignorId === null ? null : plan.saleDay.consignors.get(consignorId)!,
          // The comparables link the workspace's own items: their new ids (one deleted since keeps its old id).
          analysisComparables: analysisComparables?.map((c) => ({ ...c, id: plan.items.get(c.id) ?? c.id })) ?? null,
          analyzedAt: optionalTimestampValue(analyzedAt),
          reviewedAt: optionalTimestampValue(reviewedAt),
          soldAt: optionalTimestampValue(soldAt),
          createdAt: timestampValue(createdAt),
          updatedAt: timestampValue(updatedAt),
        }),
      ),
    ),
  );
  await insertChunks(
    backup.items.flatMap((item) =>
      item.priceEvents.map(({ id, actorUserId, createdAt, ...fields }) => ({
        ...fields,
        id: plan.priceEvents.get(id)!,
        ownerId,
        itemId: plan.items.get(item.id)!,
        actorUserId: person(actorUserId),
        createdAt: timestampValue(createdAt),
      })),
    ),
    (chunk) => tx.insert(priceEvents).values(chunk),
  );
  await insertChunks(
    backup.items.flatMap((item) =>
      item.images.map((image) => {
        const id = plan.images.get(image.id)!;
        const studio = imageVariants(image).length > 2;
        return {
          id,
          ownerId,
          itemId: plan.items.get(item.id)!,
          position: image.position,
          displayKey: photoKey(id, 'display'),
          thumbKey: photoKey(id, 'thumb'),
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          studioDisplayKey: studio ? photoKey(id, 'studio-display') : null,
          studioThumbKey: studio ? photoKey(id, 'studio-thumb') : null,
          studioWidth: image.studioWidth,
          studioHeight: image.studioHeight,
          showStudio: image.showStudio,
          embedding: image.embedding,
          photoHash: image.photoHash,
          createdAt: timestampValue(image.createdAt),
        };
      }),
    ),
    (chunk) => tx.insert(itemImages).values(chunk),
  );
  await writeSaleDay(tx, ownerId, backup.workspace, plan.saleDay, plan, person, insertChunks);
}
