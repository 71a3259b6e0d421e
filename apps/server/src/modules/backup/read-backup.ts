import { crc32 } from 'node:zlib';
import { loadSharp } from '../item-images/load-sharp.ts';
import { sniffPhotoType } from '../item-images/process-photo.ts';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { z } from 'zod';
import { AppError } from '@tagwise/core/errors';
import { BackupItem, BackupManifest, BackupWorkspace, type BackupImage } from '@tagwise/core/schemas/backup';
import {
  BACKUP_ENTRIES,
  BACKUP_FORMAT,
  BACKUP_LIMITS,
  BACKUP_MESSAGES,
  BACKUP_PHOTO_PATH,
  BACKUP_VERSION,
  backupPhotoPath,
  type PhotoVariant,
} from '@tagwise/core/values/backup';
import { checkItemConsignors, checkSaleDayReferences } from './sale-day-references.ts';
import { distinct } from './distinct.ts';

export interface CheckedBackup {
  manifest: BackupManifest;
  workspace: BackupWorkspace;
  items: BackupItem[];
  /** The business logo's PNG bytes, checked. */
  logo: Buffer | null;
}

/** The files a photo row needs in the zip: its original's two, and the studio pair when it has one. */
export const imageVariants = (image: BackupImage): PhotoVariant[] =>
  image.studioWidth === null ? ['display', 'thumb'] : ['display', 'thumb', 'studio-display', 'studio-thumb'];

const damaged = (cause?: unknown) => new AppError('BAD_REQUEST', BACKUP_MESSAGES.damaged, { cause });
const invalid = (detail: string) => new AppError('BAD_REQUEST', BACKUP_MESSAGES.invalidContent(detail));

/**
 * Reads a whole backup zip and checks every part of it before anything is written: the zip's structure
 * (yauzl refuses absolute paths, ".." and backslashes; entry sizes are checked against the directory),
 * limits against zip bombs, every entry's CRC-32 (yauzl does not check it), the manifest's format and
 * version, the JSON against the backup schemas, the references between rows, and that every photo the
 * rows name is in the zip and really is a WebP image. Any failure is an AppError with the message the
 * person reads; nothing is kept but the parsed JSON (photos are read again when they are written).
 */
export async function checkBackup(zipPath: string, maxTotalBytes: number): Promise<CheckedBackup> {
  const zip = await openZip(zipPath);
  try {
    if (zip.entryCount > BACKUP_LIMITS.maxEntries)
      throw new AppError('PAYLOAD_TOO_LARGE', BACKUP_MESSAGES.tooManyFiles);
    let manifest: BackupManifest | undefined;
    let workspaceText: string | undefined;
    let itemsText: string | undefined;
    const photoFiles = new Set<string>();
    let logo: Buffer | null = null;
    let totalBytes = 0;
    let index = 0;
    for await (const entry of entries(zip)) {
      const name = entry.fileName;
      // The manifest comes first, so a zip that is not a backup is told so before anything else is read.
      if (index++ === 0 && name !== BACKUP_ENTRIES.manifest) {
        throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.notBackup);
      }
      const isPhoto = BACKUP_PHOTO_PATH.test(name);
      const isLogo = name === BACKUP_ENTRIES.logo;
      const isJson =
        name === BACKUP_ENTRIES.workspace || name === BACKUP_ENTRIES.items || name === BACKUP_ENTRIES.manifest;
      if (!isPhoto && !isJson && !isLogo) throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.unexpectedFile(name));
      if (
        photoFiles.has(name) ||
        (name === BACKUP_ENTRIES.manifest && manifest) ||
        (name === BACKUP_ENTRIES.workspace && workspaceText !== undefined) ||
        (name === BACKUP_ENTRIES.items && itemsText !== undefined) ||
        (isLogo && logo !== null)
      ) {
        throw invalid(`${name} appears twice`);
      }
      checkEntrySize(entry, isPhoto || isLogo ? BACKUP_LIMITS.maxPhotoBytes : BACKUP_LIMITS.maxJsonBytes);
      totalBytes += entry.uncompressedSize;
      if (totalBytes > maxTotalBytes)
        throw new AppError('PAYLOAD_TOO_LARGE', BACKUP_MESSAGES.unpacksTooLarge(maxTotalBytes));

      const data = await readEntry(zip, entry);
      if (name === BACKUP_ENTRIES.manifest) manifest = parseManifest(data);
      else if (name === BACKUP_ENTRIES.workspace) workspaceText = data.toString('utf8');
      else if (name === BACKUP_ENTRIES.items) itemsText = data.toString('utf8');
      else if (isLogo) logo = await checkPng(name, data);
      else {
        await checkWebp(name, data);
        photoFiles.add(name);
      }
    }
    if (!manifest) throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.notBackup);
    if (workspaceText === undefined) throw invalid(`${BACKUP_ENTRIES.workspace} is missing`);
    if (itemsText === undefined) throw invalid(`${BACKUP_ENTRIES.items} is missing`);

    const workspace = parseJson(BackupWorkspace, workspaceText, BACKUP_ENTRIES.workspace);
    const items = itemsText
      .split('\n')
      .filter((line) => line !== '')
      .map((line, i) => parseJson(BackupItem, line, `${BACKUP_ENTRIES.items} line ${i + 1}`));
    checkReferences(manifest, workspace, items, photoFiles);
    if ((workspace.settings?.businessLogoUrl === BACKUP_ENTRIES.logo) !== (logo !== null)) {
      throw invalid(`${BACKUP_ENTRIES.logo} and the settings disagree about the business logo`);
    }
    return { manifest, workspace, items, logo };
  } finally {
    zip.close();
  }
}

/**
 * Calls onPhoto with each photo file of an already checked backup, in the zip's order, verifying each
 * CRC again (the temporary file could have been changed in between, however unlikely).
 */
export async function eachBackupPhoto(zipPath: string, onPhoto: (name: string, data: Buffer) => Promise<void>) {
  const zip = await openZip(zipPath);
  try {
    for await (const entry of entries(zip)) {
      if (!BACKUP_PHOTO_PATH.test(entry.fileName)) continue;
      checkEntrySize(entry, BACKUP_LIMITS.maxPhotoBytes);
      await onPhoto(entry.fileName, await readEntry(zip, entry));
    }
  } finally {
    zip.close();
  }
}

async function openZip(zipPath: string): Promise<ZipFile> {
  try {
    return await yauzl.openPromise(zipPath, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: true,
      validateEntrySizes: true,
      // A backslash is refused instead of read as a folder separator: our zips never hold one.
      strictFileNames: true,
    });
  } catch (error) {
    // No end-of-central-directory record: not a zip at all, or the end of one was cut off.
    throw damaged(error);
  }
}

/** yauzl's file-name checks, told apart from damage: these refusals name the unsafe path. */
const UNSAFE_NAME = /^(invalid relative path|absolute path|invalid characters in fileName)/;

async function* entries(zip: ZipFile): AsyncGenerator<Entry> {
  const iterator = zip.eachEntry();
  for (;;) {
    let next: IteratorResult<Entry>;
    try {
      next = await iterator.next();
    } catch (error) {
      if (error instanceof Error && UNSAFE_NAME.test(error.message)) {
        throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.unsafePath, { cause: error });
      }
      throw damaged(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

function checkEntrySize(entry: Entry, limit: number) {
  if (entry.isEncrypted() || !entry.canDecodeFileData()) throw damaged();
  if (entry.uncompressedSize > limit)
    throw new AppError('PAYLOAD_TOO_LARGE', BACKUP_MESSAGES.entryTooLarge(entry.fileName));
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize >= BACKUP_LIMITS.ratioCheckFromBytes && ratio > BACKUP_LIMITS.maxCompressionRatio) {
    throw new AppError('PAYLOAD_TOO_LARGE', BACKUP_MESSAGES.entryTooLarge(entry.fileName));
  }
}

/** The whole entry, its CRC-32 checked: a flipped byte anywhere is damage, never a silently wrong photo. */
async function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let crc = 0;
  try {
    // validateEntrySizes makes the stream fail if it gives more or fewer bytes than the directory says.
    for await (const chunk of await zip.openReadStreamPromise(entry)) {
      const buffer = chunk as Buffer;
      crc = crc32(buffer, crc);
      chunks.push(buffer);
    }
  } catch (error) {
    throw damaged(error);
  }
  if (crc >>> 0 !== entry.crc32 >>> 0) throw damaged();
  return Buffer.concat(chunks);
}

function parseManifest(data: Buffer): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(data.toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.notBackup);
  }
  const head = value as { format?: unknown; version?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== BACKUP_FORMAT) {
    throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.notBackup);
  }
  if (typeof head.version === 'number' && head.version > BACKUP_VERSION) {
    throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.newerVersion(head.version));
  }
  return parseValue(BackupManifest, value, BACKUP_ENTRIES.manifest);
}

function parseJson<T extends z.ZodType>(schema: T, text: string, where: string): z.infer<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid(`${where} is not JSON`);
  }
  return parseValue(schema, value, where);
}

function parseValue<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  // PostgreSQL's text and jsonb cannot hold NUL; caught here rather than as a failed insert.
  if (hasNul(value)) throw invalid(`${where} holds a NUL character`);
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw invalid(`${where}: ${field}${issue.message}`);
  }
  return parsed.data;
}

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || hasNul(inner));
  }
  return false;
}

/** By content, not by name: the RIFF/WEBP signature and a decodable header with a size. */
async function checkWebp(name: string, data: Buffer) {
  const signature =
    data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP';
  if (!signature) throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.notImage(name));
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(data).metadata();
    if (metadata.format !== 'webp' || !metadata.width || !metadata.height) throw new Error('not a WebP image');
  } catch (error) {
    throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.notImage(name), { cause: error });
  }
}

/** The business logo: a PNG that decodes (the server only ever stores PNG logos). */
async function checkPng(name: string, data: Buffer): Promise<Buffer> {
  if (sniffPhotoType(data) !== 'png') throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.notImage(name));
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(data).metadata();
    if (metadata.format !== 'png' || !metadata.width || !metadata.height) throw new Error('not a PNG image');
  } catch (error) {
    throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.notImage(name), { cause: error });
  }
  return data;
}

/** What the database's keys and unique constraints would refuse, refused before the first insert. */
function checkReferences(
  manifest: BackupManifest,
  workspace: BackupWorkspace,
  items: BackupItem[],
  photoFiles: Set<string>,
) {
  const unique = (values: string[], what: string) => distinct(values, what, invalid);
  const folderIds = unique(
    workspace.folders.map((f) => f.id),
    'folder id',
  );
  unique(
    workspace.folders.map((f) => f.name),
    'folder name',
  );
  const projectIds = unique(
    workspace.projects.map((p) => p.id),
    'project id',
  );
  for (const project of workspace.projects) {
    if (project.folderId !== null && !folderIds.has(project.folderId)) {
      throw invalid(`project ${project.id} is in folder ${project.folderId}, which is not in the backup`);
    }
    unique(
      project.categoryMarkdowns.map((m) => m.category),
      `project ${project.id}'s markdown for`,
    );
  }
  // promo_contents' key is the project: one piece of material per project, and only for one restored.
  unique(
    workspace.promoContents.map((m) => m.projectId),
    'promotional material for project',
  );
  for (const promo of workspace.promoContents) {
    if (!projectIds.has(promo.projectId)) {
      throw invalid(`promotional material is for project ${promo.projectId}, which is not in the backup`);
    }
  }
  const itemIds = unique(
    items.map((i) => i.id),
    'item id',
  );
  checkItemConsignors(items, workspace, invalid);
  checkSaleDayReferences(workspace, itemIds, manifest.counts, invalid);
  unique(
    items.map((i) => i.tagCode),
    'tag code',
  );
  const images = items.flatMap((i) => i.images);
  unique(
    images.map((i) => i.id),
    'photo id',
  );
  unique(
    items.flatMap((i) => i.priceEvents.map((e) => e.id)),
    'price event id',
  );
  for (const item of items) {
    if (!projectIds.has(item.projectId)) {
      throw invalid(`item ${item.id} is in project ${item.projectId}, which is not in the backup`);
    }
  }
  const needed = new Set<string>();
  for (const image of images) {
    for (const variant of imageVariants(image)) {
      const file = backupPhotoPath(image.id, variant);
      if (!photoFiles.has(file)) throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.missingPhoto(file));
      needed.add(file);
    }
  }
  for (const file of photoFiles) {
    if (!needed.has(file)) throw invalid(`${file} belongs to no photo in the backup`);
  }
  const counts = manifest.counts;
  const actual = {
    folders: workspace.folders.length,
    projects: workspace.projects.length,
    items: items.length,
    priceEvents: items.reduce((n, i) => n + i.priceEvents.length, 0),
    photos: images.length,
    files: photoFiles.size,
  };
  for (const key of Object.keys(actual) as (keyof typeof actual)[]) {
    // The manifest is written from the same snapshot: a difference means parts were lost or altered.
    if (counts[key] !== actual[key]) {
      throw invalid(`manifest.json counts ${counts[key]} ${key}, the backup holds ${actual[key]}`);
    }
  }
  // Counted only since promotional material is carried; a manifest from before has no count to compare.
  const promoCount = workspace.promoContents.length;
  if (counts.promoContents !== undefined && counts.promoContents !== promoCount) {
    throw invalid(`manifest.json counts ${counts.promoContents} promoContents, the backup holds ${promoCount}`);
  }
}
