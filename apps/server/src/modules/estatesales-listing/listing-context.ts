import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import { ESTATESALES_MESSAGES } from '@tagwise/core/schemas/integrations';
import { LISTING_LIMITS, LISTING_MESSAGES, type ListingStatus } from '@tagwise/core/values/estatesales-listing';
import type { Actor } from '../../auth/actor.ts';
import { open } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { projects, type EstateSalesRemoteIds } from '../../db/schema/projects.ts';
import { orNotFound } from '../../http/not-found.ts';
import { findEstateSalesRow } from '../integrations/get-estatesales-settings.ts';
import type { ListingFailure } from './listing-failure.ts';

export type ProjectRow = typeof projects.$inferSelect;

/** The workspace's connection, ready to call the site with: the key decrypted, the organization as a number. */
export async function listingCredentials(db: Database, secretKey: Buffer, actor: Actor) {
  const saved = await findEstateSalesRow(db, actor);
  if (!saved) throw new AppError('BAD_REQUEST', LISTING_MESSAGES.notConnected);
  let apiKey: string;
  try {
    apiKey = open(saved.apiKeyEncrypted, secretKey);
  } catch (cause) {
    throw new AppError('BAD_REQUEST', ESTATESALES_MESSAGES.unreadableKey, { cause });
  }
  return { apiKey, organizationId: Number(saved.organizationId) };
}

const owned = (actor: Actor, projectId: string) => and(eq(projects.id, projectId), eq(projects.ownerId, actor.ownerId));

/**
 * Marks the project's listing busy, so a second publish (a double tap, another tab) cannot interleave its
 * calls with this one's; a lock left by a publish that never finished lapses after publishLockMinutes.
 */
export async function lockListing(db: Database, actor: Actor, projectId: string): Promise<ProjectRow> {
  const now = new Date();
  const stale = new Date(now.getTime() - LISTING_LIMITS.publishLockMinutes * 60_000);
  const [row] = await db
    .update(projects)
    .set({ estatesalesBusySince: now, estatesalesSyncStatus: 'publishing' })
    .where(
      and(owned(actor, projectId), or(isNull(projects.estatesalesBusySince), lt(projects.estatesalesBusySince, stale))),
    )
    .returning();
  if (row) return row;
  const [exists] = await db.select({ id: projects.id }).from(projects).where(owned(actor, projectId));
  orNotFound(exists, PROJECT_MESSAGES.notFound);
  throw new AppError('CONFLICT', LISTING_MESSAGES.alreadyPublishing);
}

/** Saves progress the site already has (a new sale's id, the ids of what was added), lock kept. */
export async function saveListingProgress(
  db: Database,
  actor: Actor,
  projectId: string,
  values: {
    estatesalesListingId?: string;
    estatesalesRemoteIds?: EstateSalesRemoteIds;
    estatesalesSyncStatus?: ListingStatus;
  },
) {
  await db.update(projects).set(values).where(owned(actor, projectId));
}

/** Ends a publish, update or unpublish: its outcome stored and the lock released, in one statement. */
export async function finishListing(
  db: Database,
  actor: Actor,
  projectId: string,
  outcome:
    | { ok: true; status: ListingStatus; values?: Partial<ProjectRow> }
    | { ok: false; failure: ListingFailure; remoteIds?: EstateSalesRemoteIds },
): Promise<ProjectRow> {
  const now = new Date();
  const values: Partial<ProjectRow> = outcome.ok
    ? {
        ...outcome.values,
        estatesalesSyncStatus: outcome.status,
        estatesalesLastSyncError: null,
        estatesalesHelpUrl: null,
        estatesalesSyncedAt: now,
      }
    : {
        ...(outcome.remoteIds && { estatesalesRemoteIds: outcome.remoteIds }),
        estatesalesSyncStatus: 'error',
        estatesalesLastSyncError: outcome.failure.text,
        estatesalesHelpUrl: outcome.failure.helpUrl,
      };
  const [row] = await db
    .update(projects)
    .set({ ...values, estatesalesBusySince: null })
    .where(owned(actor, projectId))
    .returning();
  return orNotFound(row, PROJECT_MESSAGES.notFound);
}
