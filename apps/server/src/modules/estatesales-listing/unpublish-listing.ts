import { AppError } from '@tagwise/core/errors';
import { LISTING_MESSAGES } from '@tagwise/core/values/estatesales-listing';
import type { Actor } from '../../auth/actor.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { finishListing, listingCredentials, lockListing, type ProjectRow } from './listing-context.ts';
import { anyListingFailure } from './listing-failure.ts';
import type { ListingDeps } from './sync-listing.ts';

/**
 * Take the sale off EstateSales.NET. The sale stays in the organization's account (with its dates and
 * pictures), so publishing again later reuses it rather than making another.
 */
export async function unpublishListing(
  { db, client, secretKey }: ListingDeps,
  actor: Actor,
  projectId: string,
): Promise<ProjectRow> {
  const project = await findOwnedProject(db, actor, projectId);
  if (!project.estatesalesListingId) throw new AppError('BAD_REQUEST', LISTING_MESSAGES.notCreated);
  const { apiKey } = await listingCredentials(db, secretKey, actor);
  const run = await lockListing(db, actor, projectId);
  try {
    await client.unpublish(apiKey, Number(run.row.estatesalesListingId));
    return await finishListing(db, run, {
      ok: true,
      status: 'unpublished',
      values: { estatesalesPublishedAt: null },
    });
  } catch (error) {
    const failure = anyListingFailure(error, LISTING_MESSAGES.unpublishFailed);
    await finishListing(db, run, { ok: false, failure });
    throw failure.error;
  }
}
