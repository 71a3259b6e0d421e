import type { Actor } from '../../auth/actor.ts';
import { syncListing, type ListingDeps } from './sync-listing.ts';

/** Publish the sale on EstateSales.NET: create it the first time (or reuse the one made before), then publish. */
export const publishListing = (deps: ListingDeps, actor: Actor, projectId: string) =>
  syncListing(deps, actor, projectId, 'publish');
