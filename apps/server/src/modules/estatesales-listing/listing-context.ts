import { randomUUID } from 'node:crypto';
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

/** A publish, update or unpublish holding its project's listing: what it saves is saved under its token. */
export interface ListingRun {
  actor: Actor;
  projectId: string;
  token: string;
  startedAt: number;
  /** The project as it was when the run took the lock. */
  row: ProjectRow;
}

const held = (run: ListingRun) => and(owned(run.actor, run.projectId), eq(projects.estatesalesBusyToken, run.token));

/**
 * Marks the project's listing busy, so a second publish (a double tap, another tab) cannot interleave its
 * calls with this one's; a lock left by a run that never finished lapses after publishLockMinutes (runs
 * stop themselves a minute before that).
 */
export async function lockListing(db: Database, actor: Actor, projectId: string): Promise<ListingRun> {
  const now = new Date();
  const stale = new Date(now.getTime() - LISTING_LIMITS.publishLockMinutes * 60_000);
  const token = randomUUID();
  const [row] = await db
    .update(projects)
    .set({ estatesalesBusySince: now, estatesalesBusyToken: token, estatesalesSyncStatus: 'publishing' })
    .where(
      and(owned(actor, projectId), or(isNull(projects.estatesalesBusySince), lt(projects.estatesalesBusySince, stale))),
    )
    .returning();
  if (row) return { actor, projectId, token, startedAt: now.getTime(), row };
  const [exists] = await db.select({ id: projects.id }).from(projects).where(owned(actor, projectId));
  orNotFound(exists, PROJECT_MESSAGES.notFound);
  throw new AppError('CONFLICT', LISTING_MESSAGES.alreadyPublishing);
}

/** Saves progress the site already has (a new sale's id, the ids of what was added), while the run holds the lock. */
export async function saveListingProgress(db: Database, run: ListingRun, values: Partial<ProjectRow>) {
  await db.update(projects).set(values).where(held(run));
}

/**
 * Ends a run: its outcome stored and the lock released, in one statement, if it still holds the lock. A run
 * whose lock lapsed and was taken by another changes nothing: the project is as the other run leaves it.
 */
export async function finishListing(
  db: Database,
  run: ListingRun,
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
    .set({ ...values, estatesalesBusySince: null, estatesalesBusyToken: null })
    .where(held(run))
    .returning();
  if (row) return row;
  const [current] = await db.select().from(projects).where(owned(run.actor, run.projectId));
  return orNotFound(current, PROJECT_MESSAGES.notFound);
}
