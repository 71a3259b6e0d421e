import {
  BILLING_OFFERS_ELEMENT_ID,
  BOOT_DATA_ELEMENT_ID,
  PUBLIC_CONFIG_ELEMENT_ID,
  type BootData,
} from '@tagwise/core/boot-data';
import type { BillingOffers } from '@tagwise/core/schemas/billing';
import type { PublicConfig } from '@tagwise/core/schemas/system';
import { billingOffersQueryOptions } from '@/features/billing/api/get-billing-offers';
import { subscriptionQueryOptions } from '@/features/billing/api/get-subscription';
import { creditBalanceQueryOptions } from '@/features/credits/api/get-credit-balance';
import { publicConfigQueryOptions } from '@/features/system/api/get-public-config';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { estateSalesSettingsQueryOptions } from '@/features/settings/api/get-estatesales-settings';
import { itemCountQueryOptions } from '@/features/items/api/get-item-count';
import { itemQueryParams, itemsQueryOptions } from '@/features/items/api/get-items';
import { listingPreviewQueryOptions } from '@/features/listing-site/api/get-listing-preview';
import { foldersQueryOptions } from '@/features/projects/api/get-folders';
import { projectQueryOptions } from '@/features/projects/api/get-project';
import { projectsQueryOptions } from '@/features/projects/api/get-projects';
import { accountSettingsQueryOptions } from '@/features/settings/api/get-account-settings';
import { claimPersonalCaches } from '@/lib/offline-cache';
import { API_CACHE } from '@/lib/offline-reads';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from './providers';

/**
 * The server puts a signed-in person's session and their page's first data into the HTML (see
 * apps/server/src/web/boot-data.ts). Put into the query cache before the first render, it lets the page
 * show at once instead of after the session check and the page's requests. Returns whether there was any.
 */
let seeded = false;
/** Whether this page's HTML carried boot data (a signed-in page), as seedBootData found it. */
export const pageCameWithBootData = () => seeded;

export function seedBootData(): boolean {
  const element = document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return false;
  // Read once: a later render (or a saved copy of the page) must not bring back data that has since changed.
  element.remove();
  let boot: BootData;
  try {
    boot = JSON.parse(element.textContent) as BootData;
  } catch {
    return false;
  }
  putBootData(queryClient, boot);
  keepForOffline(boot);
  seeded = true;
  return true;
}

/**
 * The boot data into a query cache, under the keys the pages read it from: the browser's, or the server's
 * own for a page it renders (src/server-render.tsx).
 */
export function putBootData(client: QueryClient, boot: BootData) {
  client.setQueryData(sessionQueryOptions().queryKey, boot.session);
  if (boot.account) client.setQueryData(accountSettingsQueryOptions().queryKey, boot.account);
  if (boot.credits) client.setQueryData(creditBalanceQueryOptions().queryKey, boot.credits);
  if (boot.subscription) client.setQueryData(subscriptionQueryOptions().queryKey, boot.subscription);
  if (boot.projects) client.setQueryData(projectsQueryOptions().queryKey, boot.projects);
  if (boot.folders) client.setQueryData(foldersQueryOptions().queryKey, boot.folders);
  if (boot.project) client.setQueryData(projectQueryOptions(boot.project.id).queryKey, boot.project);
  if (boot.items) {
    const query = { projectId: boot.items.projectId };
    client.setQueryData(itemsQueryOptions(query).queryKey, { pages: [boot.items.page], pageParams: [null] });
    client.setQueryData(itemCountQueryOptions(query).queryKey, boot.items.count);
    const needsReview = { ...query, needsReview: true };
    client.setQueryData(itemCountQueryOptions(needsReview).queryKey, boot.items.needsReview);
  }
  if (boot.project && boot.estateSales) {
    const { settings, preview } = boot.estateSales;
    client.setQueryData(estateSalesSettingsQueryOptions().queryKey, settings);
    const version = settings.updatedAt ?? 'none';
    client.setQueryData(listingPreviewQueryOptions(boot.project.id, version).queryKey, preview);
  }
}

/**
 * The data came with the page, not through the API, so the service worker never saw it: once the page
 * has rendered, it goes into the worker's cache of reads under the addresses the app reads it from, so a
 * reload without a connection finds the session and the page's data (lib/offline-reads.ts). The answers
 * are this person's: the caches are claimed for them first (lib/offline-cache.ts).
 */
function keepForOffline(boot: BootData) {
  if (typeof caches === 'undefined' || !('serviceWorker' in navigator)) return;
  const answers: [string, unknown][] = [
    ['/api/auth/get-session', { user: boot.session.user, session: { expiresAt: boot.session.expiresAt } }],
  ];
  if (boot.account) answers.push(['/api/settings/account', boot.account]);
  if (boot.credits) answers.push(['/api/credits', boot.credits]);
  if (boot.subscription) answers.push(['/api/billing/subscription', boot.subscription]);
  if (boot.projects) answers.push(['/api/projects', boot.projects]);
  if (boot.folders) answers.push(['/api/folders', boot.folders]);
  if (boot.project) answers.push([`/api/projects/${boot.project.id}`, boot.project]);
  if (boot.items) {
    const params = itemQueryParams({ projectId: boot.items.projectId });
    const needsReview = itemQueryParams({ projectId: boot.items.projectId, needsReview: true });
    answers.push(
      [`/api/items?${params}`, boot.items.page],
      [`/api/items/count?${params}`, boot.items.count],
      [`/api/items/count?${needsReview}`, boot.items.needsReview],
    );
  }
  // Each answer is written when the browser is next idle, one at a time: copying the page's data (60 items'
  // JSON) in one go took a phone's main thread 50-70 ms right after the page rendered, and nothing on
  // screen waits for it.
  const store = async () => {
    await whenIdle();
    await claimPersonalCaches(boot.session.user.id);
    const cache = await caches.open(API_CACHE);
    for (const [path, body] of answers) {
      await whenIdle();
      await cache.put(path, new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    }
  };
  void store().catch(() => undefined);
}

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 50);
  });

/** A JSON data block of the page, read once and removed (a saved copy of the page must not bring it back). */
function readJson<T>(id: string): T | undefined {
  const element = document.getElementById(id);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return undefined;
  }
}

/**
 * Every page's HTML carries the public configuration and what is for sale (see
 * apps/server/src/web/static-routes.ts): in the cache before the first render, the page draws as the
 * server prerendered it (plans or none, prices) instead of guessing and then changing, and the pricing page
 * reached by a link draws its plans at once, not a shorter skeleton that the plans then push down from.
 */
export function seedPublicData() {
  const config = readJson<PublicConfig>(PUBLIC_CONFIG_ELEMENT_ID);
  if (config) queryClient.setQueryData(publicConfigQueryOptions().queryKey, config);
  const offers = readJson<BillingOffers>(BILLING_OFFERS_ELEMENT_ID);
  if (offers) queryClient.setQueryData(billingOffersQueryOptions().queryKey, offers);
}
