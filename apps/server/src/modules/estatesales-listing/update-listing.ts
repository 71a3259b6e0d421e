import type { Actor } from '../../auth/actor.ts';
import { syncListing, type ListingDeps } from './sync-listing.ts';

/** Send a published sale again after its details or items changed: the sale, its days and new pictures. */
export const updateListing = (deps: ListingDeps, actor: Actor, projectId: string) =>
  syncListing(deps, actor, projectId, 'update');
