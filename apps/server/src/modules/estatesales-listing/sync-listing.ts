import { AppError } from '@tagwise/core/errors';
import { listingProblems } from '@tagwise/core/sale-schedule/listing-readiness';
import { saleDaysInUtc } from '@tagwise/core/sale-schedule/sale-days';
import { LISTING_LIMITS, LISTING_MESSAGES } from '@tagwise/core/values/estatesales-listing';
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
 * A draft of this very sale already on the site that no project of the workspace holds, looked for only
 * when this project's last create went unanswered (a timeout: the site may have made it, and a create is
 * never sent twice). Taking that draft up again keeps a retry from listing the sale twice; a draft made any
 * other way (on the site, by a deleted project) is left alone.
 */
async function unansweredCreate(
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

/**
 * Sends the project to EstateSales.NET as it stands: the sale itself (created the first time, sent whole
 * afterwards), one date per sale day in UTC, and the pictures of its most valuable items (at most 20),
 * then, for a publish, publishes it. The new dates and pictures go up first; then whatever else the site
 * holds for the sale is removed (read from the site, so what an earlier failed or interrupted try left is
 * cleared too): the site unpublishes a sale whose last date is deleted, so a live listing is never left
 * without one. Every id the site hands back is saved as it arrives, under this run's lock token, so a
 * run whose lock lapsed cannot overwrite what the next one saved.
 */
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

  const run = await lockListing(db, actor, projectId);
  const locked = run.row;
  const added: EstateSalesRemoteIds = { dateIds: [], pictureIds: [] };
  const save = (values: Parameters<typeof saveListingProgress>[2]) => saveListingProgress(db, run, values);
  // Stops a run before its lock could lapse, so two runs never overlap on the site.
  const deadline = run.startedAt + (LISTING_LIMITS.publishLockMinutes - 1) * 60_000;
  const inTime = () => {
    if (Date.now() > deadline) throw new EstateSalesError('timeout', 0, 'The publish ran past its time');
  };
  try {
    // Made after the lock: a second tap is refused before any photo is converted.
    const pictures = await listingPictures(db, storage, actor.ownerId, projectId);
    let saleId = locked.estatesalesListingId ? Number(locked.estatesalesListingId) : null;
    if (saleId === null) {
      saleId = locked.estatesalesCreatePendingSince ? await unansweredCreate(deps, actor, apiKey, sale) : null;
      if (saleId === null) {
        await save({ estatesalesCreatePendingSince: new Date() });
        saleId = await client.createSale(apiKey, sale);
      }
      await save({ estatesalesListingId: String(saleId), estatesalesCreatePendingSince: null });
    } else {
      await client.updateSale(apiKey, saleId, sale);
    }
    const id = saleId;

    for (const day of days) {
      inTime();
      added.dateIds.push(await client.addDate(apiKey, id, day.start, day.end));
      await save({ estatesalesRemoteIds: added });
    }

    // A few pictures at once; after a failure no new one is started, and the ones under way are awaited,
    // so every picture the site made is known before the run answers.
    const queue = pictures.map((picture, order) => ({ picture, order }));
    const sent: { order: number; id: number }[] = [];
    let failure: Error | undefined;
    const worker = async () => {
      for (let next = queue.shift(); next && failure === undefined; next = queue.shift()) {
        try {
          inTime();
          const pictureId = await client.addPicture(
            apiKey,
            id,
            next.picture.jpeg,
            next.picture.description,
            next.order,
          );
          sent.push({ order: next.order, id: pictureId });
          added.pictureIds.push(pictureId);
          await save({ estatesalesRemoteIds: added });
        } catch (error) {
          failure ??= error instanceof Error ? error : new Error(String(error));
        }
      }
    };
    await Promise.allSettled(Array.from({ length: Math.min(PICTURES_AT_ONCE, queue.length) }, worker));
    if (failure !== undefined) throw failure;

    // Everything else the site holds for the sale goes: the last run's, and any an earlier try left.
    const [siteDates, sitePictures] = [await client.listDates(apiKey, id), await client.listPictures(apiKey, id)];
    for (const dateId of siteDates.filter((dateId) => !added.dateIds.includes(dateId))) {
      inTime();
      await removeIfPresent(() => client.deleteDate(apiKey, dateId));
    }
    for (const pictureId of sitePictures.filter((pictureId) => !added.pictureIds.includes(pictureId))) {
      inTime();
      await removeIfPresent(() => client.deletePicture(apiKey, pictureId));
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
    return await finishListing(db, run, {
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
    await finishListing(db, run, { ok: false, failure, remoteIds: added });
    throw failure.error;
  }
}
