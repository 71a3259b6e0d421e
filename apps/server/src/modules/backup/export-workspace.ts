import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import yazl from 'yazl';
import type {
  BackupFolder,
  BackupImage,
  BackupItem,
  BackupManifest,
  BackupPriceEvent,
  BackupProject,
  BackupPromoContent,
  BackupSettings,
  BackupWorkspace,
} from '@tagwise/core/schemas/backup';
import {
  BACKUP_ENTRIES,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupPhotoPath,
  type PhotoVariant,
} from '@tagwise/core/values/backup';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemImages, items, priceEvents } from '../../db/schema/items.ts';
import { folders, projectCategoryMarkdowns, projects } from '../../db/schema/projects.ts';
import { promoContents } from '../../db/schema/promo.ts';
import { userSettings } from '../../db/schema/settings.ts';
import type { Logger } from '../../logger.ts';
import type { Storage } from '../../storage/storage.ts';
import { APP_VERSION } from '../../version.ts';
import { optionalTimestampText, timestampText } from './backup-sql.ts';
import { readSaleDay, saleDayCounts } from './export-sale-day.ts';

const PAGE = 500;

interface PhotoFile {
  entry: string;
  key: string;
}

/**
 * The whole workspace as one zip, streamed: manifest.json, workspace.json (settings, folders, projects,
 * their promotional material and their sale days: consignors, expenses, invoices with their lines and
 * payments, holds, double sales, cash counts), items.jsonl (one item per line with its price history and photo rows) and every photo file.
 *
 * The rows are read in one repeatable-read transaction, so the backup is one consistent moment (an item
 * never arrives without its project, a price event never without its item). That transaction only reads
 * the database and writes items.jsonl to a temporary file; the photos are streamed afterwards, one at a
 * time as the download asks for them, so a slow download never holds the database (PGlite has one
 * connection) and a workspace of many GB never sits in memory.
 *
 * Not included: the EstateSales.NET connection (its API key is a secret), the plan and credit ledger
 * (billing belongs to the installation), the analysis queue's history and the last bulk action's undo;
 * backup-tables.ts lists every table as carried or left out, with the reason.
 */
export async function exportWorkspace({
  db,
  storage,
  actor,
  logger,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  logger: Logger;
}): Promise<{ body: ReadableStream<Uint8Array>; filename: string; manifest: BackupManifest }> {
  const spoolPath = path.join(tmpdir(), `tagwise-backup-${randomUUID()}.jsonl`);
  let snapshot: Awaited<ReturnType<typeof readSnapshot>>;
  try {
    const spool = createWriteStream(spoolPath, { mode: 0o600 });
    snapshot = await db
      .transaction((tx) => readSnapshot(tx, actor, spool), { isolationLevel: 'repeatable read' })
      .finally(() => spool.end());
    await finished(spool);
  } catch (error) {
    await rm(spoolPath, { force: true });
    throw error;
  }
  // The open handle keeps the file readable; removing its name now means no path is left behind whatever
  // happens to the download.
  const spoolFile = await open(spoolPath);
  await rm(spoolPath, { force: true });

  const exportedAt = new Date().toISOString();
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt,
    appVersion: APP_VERSION,
    workspaceId: actor.ownerId,
    counts: { ...snapshot.counts, files: snapshot.photos.length },
  };

  const zip = new yazl.ZipFile();
  const mtime = new Date(exportedAt);
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), BACKUP_ENTRIES.manifest, { mtime });
  zip.addBuffer(Buffer.from(JSON.stringify(snapshot.workspace)), BACKUP_ENTRIES.workspace, { mtime });
  const itemsStream = spoolFile.createReadStream();
  zip.addReadStream(itemsStream, BACKUP_ENTRIES.items, { mtime });
  if (snapshot.logoKey) {
    const logo = await storage.get(snapshot.logoKey);
    if (logo) zip.addBuffer(logo, BACKUP_ENTRIES.logo, { mtime, compress: false });
    else snapshot.workspace.settings!.businessLogoUrl = null;
  }
  for (const photo of snapshot.photos) {
    // WebP does not deflate: stored as is, which also keeps the zip's size close to the photos' own.
    zip.addReadStreamLazy(photo.entry, { mtime, compress: false }, (callback) => {
      storage.get(photo.key).then(
        (data) =>
          data
            ? callback(null, Readable.from([data]))
            : callback(new Error(`The photo file ${photo.key} is missing from storage`), Readable.from([])),
        (error: unknown) => callback(error, Readable.from([])),
      );
    });
  }
  zip.end();

  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => {
    // Half a zip must not look like a whole one: the download is cut off, and a restore of it is refused.
    logger.error('backup export failed', { error: error.message });
    output.destroy(error);
    itemsStream.destroy();
  });
  const body = Readable.toWeb(output) as ReadableStream<Uint8Array>;
  const day = exportedAt.slice(0, 10);
  return {
    body: withCancel(body, () => {
      itemsStream.destroy();
      output.destroy();
    }),
    filename: `tagwise-backup-${day}.zip`,
    manifest,
  };
}

/** A download the browser gave up on releases the temporary file and stops reading photos. */
function withCancel(body: ReadableStream<Uint8Array>, onCancel: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel(reason) {
      onCancel();
      await reader.cancel(reason);
    },
  });
}

async function readSnapshot(db: Pick<Database, 'select'>, actor: Actor, spool: WriteStream) {
  const ownerId = actor.ownerId;
  const [settingsRow] = await db
    .select({
      displayName: userSettings.displayName,
      phoneNumber: userSettings.phoneNumber,
      avatarUrl: userSettings.avatarUrl,
      businessName: userSettings.businessName,
      businessLogoUrl: userSettings.businessLogoUrl,
      toursEnabled: userSettings.toursEnabled,
      helpTipsEnabled: userSettings.helpTipsEnabled,
      displayPreferences: userSettings.displayPreferences,
      conditionMultipliers: userSettings.conditionMultipliers,
      categoryMarkdowns: userSettings.categoryMarkdowns,
      markdownPercentage: userSettings.markdownPercentage,
      minimumPrice: userSettings.minimumPrice,
      maximumPrice: userSettings.maximumPrice,
      markupPercentage: userSettings.markupPercentage,
      createdAt: timestampText(userSettings.createdAt),
      updatedAt: timestampText(userSettings.updatedAt),
    })
    .from(userSettings)
    .where(eq(userSettings.userId, ownerId));
  const settings: BackupSettings | null = settingsRow
    ? {
        ...settingsRow,
        // The logo travels as its own file; its storage key means nothing on another installation.
        businessLogoUrl: settingsRow.businessLogoUrl ? BACKUP_ENTRIES.logo : null,
        displayPreferences: (settingsRow.displayPreferences ?? null) as BackupSettings['displayPreferences'],
      }
    : null;

  const folderRows: BackupFolder[] = await db
    .select({
      id: folders.id,
      name: folders.name,
      createdAt: timestampText(folders.createdAt),
      updatedAt: timestampText(folders.updatedAt),
    })
    .from(folders)
    .where(eq(folders.ownerId, ownerId))
    .orderBy(asc(folders.createdAt), asc(folders.id));

  const projectRows = await db
    .select({
      id: projects.id,
      folderId: projects.folderId,
      createdBy: projects.createdBy,
      name: projects.name,
      title: projects.title,
      description: projects.description,
      address: projects.address,
      saleDates: projects.saleDates,
      saleTimes: projects.saleTimes,
      saleNotes: projects.saleNotes,
      tagDiscountLine: projects.tagDiscountLine,
      markdownPercentage: projects.markdownPercentage,
      postalCode: projects.postalCode,
      timeZone: projects.timeZone,
      saleDays: projects.saleDays,
      saleType: projects.saleType,
      addressVisibility: projects.addressVisibility,
      addressVisibleFrom: projects.addressVisibleFrom,
      saleTerms: projects.saleTerms,
      estatesalesListingId: projects.estatesalesListingId,
      estatesalesListingUrl: projects.estatesalesListingUrl,
      estatesalesPublishedAt: optionalTimestampText(projects.estatesalesPublishedAt),
      estatesalesSyncStatus: projects.estatesalesSyncStatus,
      estatesalesLastSyncError: projects.estatesalesLastSyncError,
      estatesalesHelpUrl: projects.estatesalesHelpUrl,
      estatesalesSyncedAt: optionalTimestampText(projects.estatesalesSyncedAt),
      estatesalesRemoteIds: projects.estatesalesRemoteIds,
      salesTaxBp: projects.salesTaxBp,
      clientName: projects.clientName,
      clientEmail: projects.clientEmail,
      commissionBp: projects.commissionBp,
      nextInvoiceNumber: projects.nextInvoiceNumber,
      createdAt: timestampText(projects.createdAt),
      updatedAt: timestampText(projects.updatedAt),
    })
    .from(projects)
    .where(eq(projects.ownerId, ownerId))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  const markdownRows = await db
    .select({
      projectId: projectCategoryMarkdowns.projectId,
      category: projectCategoryMarkdowns.category,
      markdownPercentage: projectCategoryMarkdowns.markdownPercentage,
    })
    .from(projectCategoryMarkdowns)
    .innerJoin(projects, eq(projects.id, projectCategoryMarkdowns.projectId))
    .where(eq(projects.ownerId, ownerId))
    .orderBy(asc(projectCategoryMarkdowns.projectId), asc(projectCategoryMarkdowns.category));
  const projectList: BackupProject[] = projectRows.map((p) => ({
    ...p,
    categoryMarkdowns: markdownRows
      .filter((m) => m.projectId === p.id)
      .map((m) => ({ category: m.category, markdownPercentage: m.markdownPercentage })),
  }));
  // Joined to the projects read above, so the material of every project in the backup is in it and none
  // of a project that is not (the restore refuses material pointing at no project).
  const promoRows = await db
    .select({
      projectId: promoContents.projectId,
      fields: promoContents.fields,
      source: promoContents.source,
      provider: promoContents.provider,
      model: promoContents.model,
      generatedAt: timestampText(promoContents.generatedAt),
      editedAt: optionalTimestampText(promoContents.editedAt),
      editedBy: promoContents.editedBy,
    })
    .from(promoContents)
    .innerJoin(projects, eq(projects.id, promoContents.projectId))
    .where(and(eq(promoContents.ownerId, ownerId), eq(projects.ownerId, ownerId)))
    .orderBy(asc(promoContents.projectId));
  const promoList: BackupPromoContent[] = promoRows;
  const saleDay = await readSaleDay(db, ownerId);
  const workspace: BackupWorkspace = {
    settings,
    folders: folderRows,
    projects: projectList,
    promoContents: promoList,
    ...saleDay,
  };

  const photos: PhotoFile[] = [];
  const counts = {
    folders: folderRows.length,
    projects: projectList.length,
    promoContents: promoList.length,
    ...saleDayCounts(saleDay),
    items: 0,
    priceEvents: 0,
    photos: 0,
  };
  let after: string | null = null;
  for (;;) {
    const page = await db
      .select({
        id: items.id,
        projectId: items.projectId,
        createdBy: items.createdBy,
        tagCode: items.tagCode,
        name: items.name,
        description: items.description,
        category: items.category,
        condition: items.condition,
        conditionSource: items.conditionSource,
        retailCents: items.retailCents,
        tagPrice: items.tagPrice,
        tagPriceSource: items.tagPriceSource,
        brand: items.brand,
        model: items.model,
        dimensions: items.dimensions,
        materials: items.materials,
        keyAttributes: items.keyAttributes,
        researchSources: items.researchSources,
        notes: items.notes,
        aiConfidence: items.aiConfidence,
        conditionConfidence: items.conditionConfidence,
        pricingNote: items.pricingNote,
        analysisProvider: items.analysisProvider,
        analyzedAt: optionalTimestampText(items.analyzedAt),
        needsReview: items.needsReview,
        reviewedAt: optionalTimestampText(items.reviewedAt),
        analyzerDescription: items.analyzerDescription,
        analysisGuesses: items.analysisGuesses,
        analysisComparables: items.analysisComparables,
        status: items.status,
        consignorId: items.consignorId,
        soldPrice: items.soldPrice,
        soldAt: optionalTimestampText(items.soldAt),
        createdAt: timestampText(items.createdAt),
        updatedAt: timestampText(items.updatedAt),
      })
      .from(items)
      .where(and(eq(items.ownerId, ownerId), after === null ? undefined : gt(items.id, after)))
      .orderBy(asc(items.id))
      .limit(PAGE);
    if (page.length === 0) break;
    const ids = page.map((i) => i.id);
    const events = await db
      .select({
        itemId: priceEvents.itemId,
        id: priceEvents.id,
        actorUserId: priceEvents.actorUserId,
        source: priceEvents.source,
        retailCents: priceEvents.retailCents,
        tagPrice: priceEvents.tagPrice,
        previousRetailCents: priceEvents.previousRetailCents,
        previousTagPrice: priceEvents.previousTagPrice,
        soldPrice: priceEvents.soldPrice,
        previousSoldPrice: priceEvents.previousSoldPrice,
        breakdown: priceEvents.breakdown,
        createdAt: timestampText(priceEvents.createdAt),
      })
      .from(priceEvents)
      .where(and(eq(priceEvents.ownerId, ownerId), inArray(priceEvents.itemId, ids)))
      .orderBy(asc(priceEvents.createdAt), asc(priceEvents.id));
    const images = await db
      .select({
        itemId: itemImages.itemId,
        id: itemImages.id,
        position: itemImages.position,
        width: itemImages.width,
        height: itemImages.height,
        bytes: itemImages.bytes,
        studioWidth: itemImages.studioWidth,
        studioHeight: itemImages.studioHeight,
        showStudio: itemImages.showStudio,
        embedding: itemImages.embedding,
        photoHash: itemImages.photoHash,
        createdAt: timestampText(itemImages.createdAt),
        displayKey: itemImages.displayKey,
        thumbKey: itemImages.thumbKey,
        studioDisplayKey: itemImages.studioDisplayKey,
        studioThumbKey: itemImages.studioThumbKey,
      })
      .from(itemImages)
      .where(and(eq(itemImages.ownerId, ownerId), inArray(itemImages.itemId, ids)))
      .orderBy(asc(itemImages.position), asc(itemImages.id));

    for (const item of page) {
      const line: BackupItem = {
        ...item,
        priceEvents: events
          .filter((e) => e.itemId === item.id)
          .map(({ itemId: _itemId, ...event }): BackupPriceEvent => event),
        images: images
          .filter((image) => image.itemId === item.id)
          .map((image): BackupImage => {
            const files: [PhotoVariant, string | null][] = [
              ['display', image.displayKey],
              ['thumb', image.thumbKey],
              ['studio-display', image.studioDisplayKey],
              ['studio-thumb', image.studioThumbKey],
            ];
            for (const [variant, key] of files) {
              if (key) photos.push({ entry: backupPhotoPath(image.id, variant), key });
            }
            return {
              id: image.id,
              position: image.position,
              width: image.width,
              height: image.height,
              bytes: image.bytes,
              studioWidth: image.studioWidth,
              studioHeight: image.studioHeight,
              showStudio: image.showStudio,
              embedding: image.embedding,
              photoHash: image.photoHash,
              createdAt: image.createdAt,
            };
          }),
      };
      counts.items += 1;
      counts.priceEvents += line.priceEvents.length;
      counts.photos += line.images.length;
      if (!spool.write(`${JSON.stringify(line)}\n`))
        await new Promise<void>((resolve) => spool.once('drain', () => resolve()));
    }
    after = page.at(-1)!.id;
    if (page.length < PAGE) break;
  }
  return { workspace, photos, counts, logoKey: settingsRow?.businessLogoUrl ?? null };
}
