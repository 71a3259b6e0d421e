import { AppError } from '@tagwise/core/errors';
import { listingProblems } from '@tagwise/core/sale-schedule/listing-readiness';
import { saleDaysInUtc } from '@tagwise/core/sale-schedule/sale-days';
import { LISTING_MESSAGES } from '@tagwise/core/values/estatesales-listing';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { projects, type EstateSalesRemoteIds } from '../../db/schema/projects.ts';
import {
  EstateSalesError,
  type EstateSalesClient,
  type EstateSalesSale,
} from '../../integrations/estatesales/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import {
  finishListing,
  listingCredentials,
  lockListing,
  saveListingProgress,
  type ProjectRow,
} from './listing-context.ts';
import { anyListingFailure } from './listing-failure.ts';
import { listingPictures } from './listing-pictures.ts';
import { saleFromProject } from './sale-from-project.ts';

export interface ListingDeps {
  db: Database;
  storage: Storage;
  client: EstateSalesClient;
  /** The key the workspace's EstateSales.NET API key is sealed with. */
  secretKey: Buffer;
}

/** Pictures sent at once: the site is asked a few at a time, not twenty. */
const PICTURES_AT_ONCE = 3;

/** A removal the site answers 404: it no longer has it, which is what was wanted. */
async function removeIfPresent(remove: () => Promise<void>) {
  try {
    await remove();
  } catch (error) {
    if (!(error instanceof EstateSalesError && error.kind === 'refused' && error.status === 404)) throw error;
  }
}

/**
 * Sends the project to EstateSales.NET as it stands: the sale itself (created the first time, sent whole
 * afterwards), one date per sale day in UTC, and the pictures of its most valuable items (at most 20),
 * then, for a publish, publishes it. New dates and pictures go up before the old ones are removed: the
 * site unpublishes a sale whose last date is deleted, and a failure half-way must not leave a live listing
 * with none. Every id the site hands back is saved as it arrives, so a retry after a failure updates the
 * same sale and clears what the failed attempt added instead of duplicating it.
 */
/**
 * A draft of this very sale already on the site that no project of the workspace holds: what a first
 * publish leaves when the site made the sale but its answer never arrived (a timeout is not retried, so
 * as not to make two). Taking it up again keeps a retry from listing the sale twice.
 */
async function unclaimedDraft(
  { db, client }: ListingDeps,
  actor: Actor,
  apiKey: string,
  sale: EstateSalesSale,
): Promise<number | null> {
  const drafts = (await client.listSales(apiKey, sale.OrgId)).filter(
    (draft) =>
      !draft.isPublished &&
      draft.name === sale.Name &&
      draft.address === sale.Address &&
      draft.postalCode === sale.PostalCodeNumber,
  );
  if (drafts.length === 0) return null;
  const held = await db
    .select({ id: projects.estatesalesListingId })
    .from(projects)
    .where(and(eq(projects.ownerId, actor.ownerId), isNotNull(projects.estatesalesListingId)));
  const taken = new Set(held.map((row) => row.id));
  return drafts.find((draft) => !taken.has(String(draft.id)))?.id ?? null;
}

export async function syncListing(
  deps: ListingDeps,
  actor: Actor,
  projectId: string,
  mode: 'publish' | 'update',
): Promise<ProjectRow> {
  const { db, storage, client, secretKey } = deps;
  // Everything that can be refused without the site is refused before anything is sent.
  const project = await findOwnedProject(db, actor, projectId);
  if (mode === 'update' && !(project.estatesalesListingId && project.estatesalesPublishedAt)) {
    throw new AppError('BAD_REQUEST', LISTING_MESSAGES.notPublished);
  }
  const problem = listingProblems(project)[0];
  if (problem) throw new AppError('BAD_REQUEST', problem);
  const { apiKey, organizationId } = await listingCredentials(db, secretKey, actor);
  const sale = saleFromProject(project, organizationId);
  const days = saleDaysInUtc(project.saleDays, project.timeZone!);
  const pictures = await listingPictures(db, storage, actor.ownerId, projectId);

  const locked = await lockListing(db, actor, projectId);
  const previous: EstateSalesRemoteIds = locked.estatesalesRemoteIds ?? { dateIds: [], pictureIds: [] };
  const remaining = { dateIds: [...previous.dateIds], pictureIds: [...previous.pictureIds] };
  const added: EstateSalesRemoteIds = { dateIds: [], pictureIds: [] };
  const onSite = (): EstateSalesRemoteIds => ({
    dateIds: [...remaining.dateIds, ...added.dateIds],
    pictureIds: [...remaining.pictureIds, ...added.pictureIds],
  });
  let saleId = locked.estatesalesListingId ? Number(locked.estatesalesListingId) : null;
  try {
    if (saleId === null) {
      saleId = (await unclaimedDraft(deps, actor, apiKey, sale)) ?? (await client.createSale(apiKey, sale));
      await saveListingProgress(db, actor, projectId, { estatesalesListingId: String(saleId) });
    } else {
      await client.updateSale(apiKey, saleId, sale);
    }
    const id = saleId;
    for (const day of days) added.dateIds.push(await client.addDate(apiKey, id, day.start, day.end));
    await saveListingProgress(db, actor, projectId, { estatesalesRemoteIds: onSite() });

    const queue = pictures.map((picture, order) => ({ picture, order }));
    const sent: { order: number; id: number }[] = [];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const pictureId = await client.addPicture(apiKey, id, next.picture.jpeg, next.picture.description, next.order);
        sent.push({ order: next.order, id: pictureId });
        added.pictureIds.push(pictureId);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PICTURES_AT_ONCE, queue.length) }, worker));
    await saveListingProgress(db, actor, projectId, { estatesalesRemoteIds: onSite() });

    for (const dateId of previous.dateIds) {
      await removeIfPresent(() => client.deleteDate(apiKey, dateId));
      remaining.dateIds.splice(remaining.dateIds.indexOf(dateId), 1);
    }
    for (const pictureId of previous.pictureIds) {
      await removeIfPresent(() => client.deletePicture(apiKey, pictureId));
      remaining.pictureIds.splice(remaining.pictureIds.indexOf(pictureId), 1);
    }

    if (mode === 'publish') await client.publish(apiKey, id);
    const onTheSite = await client.getSale(apiKey, id);
    if (mode === 'publish' && !onTheSite.isPublished) {
      throw new EstateSalesError(
        'refused',
        402,
        'Publishing left the sale unpublished',
        LISTING_MESSAGES.balanceOwed(onTheSite.balance),
      );
    }
    return await finishListing(db, actor, projectId, {
      ok: true,
      status: onTheSite.isPublished ? 'published' : 'unpublished',
      values: {
        estatesalesListingUrl: onTheSite.url ?? locked.estatesalesListingUrl,
        // When it went live: now for a publish; unchanged by an update; none once the site has it unpublished.
        estatesalesPublishedAt: !onTheSite.isPublished
          ? null
          : mode === 'publish'
            ? new Date()
            : locked.estatesalesPublishedAt,
        estatesalesRemoteIds: {
          dateIds: added.dateIds,
          pictureIds: sent.sort((a, b) => a.order - b.order).map((picture) => picture.id),
        },
      },
    });
  } catch (error) {
    const failure = anyListingFailure(error, LISTING_MESSAGES.publishFailed);
    await finishListing(db, actor, projectId, { ok: false, failure, remoteIds: onSite() });
    throw failure.error;
  }
}
