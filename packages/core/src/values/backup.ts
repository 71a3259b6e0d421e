// Whole-workspace backups (one zip: JSON plus photos). Plain values (no zod): the Settings dialog's Backup
// tab reads them at its first render; schemas/backup.ts holds the zod shapes of the zip's JSON parts.
import { countOf } from './plural.ts';
import { formatUsNumber } from './us-number.ts';

export const BACKUP_FORMAT = 'tagwise-backup';
/** Raised only when an older Tagwise could no longer read what a newer one writes. */
export const BACKUP_VERSION = 1;

/** What a restore accepts by default (BACKUP_MAX_BYTES overrides it). */
export const BACKUP_DEFAULT_MAX_BYTES = 2 * 1024 ** 3;

/**
 * What a zip may hold before it is refused unread: a forged or damaged archive must not fill the disk or
 * the memory. Photos are re-encoded WebP of at most 1600 px (a few hundred KB), so 20 MB is generous; the
 * JSON parts are held in memory while they are checked, so they are capped lower than the upload.
 */
export const BACKUP_LIMITS = {
  maxEntries: 200_000,
  maxPhotoBytes: 20 * 1024 ** 2,
  maxJsonBytes: 512 * 1024 ** 2,
  /** Deflate reaches about 1:1000 on repeated bytes; JSON lines compress to about 1:10, photos not at all. */
  maxCompressionRatio: 200,
  /** Below this size an entry's ratio is not judged (a tiny JSON file can compress very well). */
  ratioCheckFromBytes: 1024 ** 2,
} as const;

/** The parts of the zip, in the order they are written; manifest.json first, so a foreign zip fails fast. */
export const BACKUP_ENTRIES = {
  manifest: 'manifest.json',
  workspace: 'workspace.json',
  items: 'items.jsonl',
  /** The business logo (PNG), when the workspace has one; settings.businessLogoUrl then names this entry. */
  logo: 'logo.png',
} as const;

export const PHOTO_VARIANTS = ['display', 'thumb', 'studio-display', 'studio-thumb'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

/** Where a photo's file sits in the zip: photos/<image id>-<variant>.webp. */
export const backupPhotoPath = (imageId: string, variant: PhotoVariant) => `photos/${imageId}-${variant}.webp`;
export const BACKUP_PHOTO_PATH =
  /^photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(display|thumb|studio-display|studio-thumb)\.webp$/;

const size = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;

export interface RestoreCounts {
  projects: number;
  folders: number;
  items: number;
  photos: number;
  priceEvents: number;
}

export const BACKUP_MESSAGES = {
  adminOnly: 'Backups are only available to admin users. Ask your account admin.',
  downloadFailed: 'Failed to download the backup. Please try again.',
  restoreFailed: 'Failed to restore the backup. Please try again.',
  noFile: 'Choose a backup file (.zip) to restore.',
  rawBodyOnly: 'Send the backup zip itself as the request body (Content-Type: application/zip), not as a form.',
  damaged:
    'This file is damaged or incomplete, so nothing was restored. Download the backup again, or use another copy.',
  notBackup: 'This is not a Tagwise backup. Choose the .zip file that Settings → Backup downloaded.',
  newerVersion: (version: number) =>
    `This backup was made by a newer version of Tagwise (backup format ${version}; this one reads up to ${BACKUP_VERSION}). Update Tagwise, then restore it.`,
  unsafePath: 'This backup holds a file whose path leads outside the backup, so it was refused. Nothing was restored.',
  tooLarge: (maxBytes: number) =>
    `This backup is larger than the ${size(maxBytes)} this server accepts. The server's operator can raise BACKUP_MAX_BYTES.`,
  unpacksTooLarge: (maxBytes: number) =>
    `This backup unpacks to more than ${size(maxBytes)}, more than a restore on this server accepts.`,
  tooManyFiles: `This backup holds more than ${formatUsNumber(BACKUP_LIMITS.maxEntries)} files, more than a restore accepts.`,
  entryTooLarge: (name: string) =>
    `The file ${name} in this backup is larger than a restore accepts. Nothing was restored.`,
  unexpectedFile: (name: string) =>
    `This backup holds a file Tagwise does not know (${name}), so it was refused. Nothing was restored.`,
  invalidContent: (detail: string) => `This backup's contents are not valid (${detail}). Nothing was restored.`,
  notImage: (name: string) => `The photo ${name} in this backup is not a valid WebP image. Nothing was restored.`,
  missingPhoto: (name: string) => `The photo ${name} is missing from this backup. Nothing was restored.`,
  notEmpty: (projects: number, folders: number) =>
    `Restore needs an empty workspace: this one already has ${[
      projects > 0 ? countOf(projects, 'project') : null,
      folders > 0 ? countOf(folders, 'folder') : null,
    ]
      .filter(Boolean)
      .join(' and ')}. Restore into a new account, or delete them first, so nothing is merged or overwritten.`,
  restored: (counts: RestoreCounts) =>
    `Restored ${countOf(counts.projects, 'project')}, ${countOf(counts.items, 'item')} and ${countOf(counts.photos, 'photo')}.`,
} as const;
