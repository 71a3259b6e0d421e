// Types only (and a few constants): the web app's entry script imports this, and must not pull zod in.
import type { AccountSettings } from './schemas/account-settings.ts';
import type { SubscriptionView } from './schemas/billing.ts';
import type { CreditBalance } from './schemas/credits.ts';
import type { ListingPreview } from './schemas/estatesales-listing.ts';
import type { EstateSalesSettings } from './schemas/integrations.ts';
import type { ItemCount, ItemPage } from './schemas/items.ts';
import type { FolderList, Project, ProjectList } from './schemas/projects.ts';

/** What the web app uses of the signed-in person: small and explicit rather than better-auth's full type. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
}

export interface Session {
  user: SessionUser;
  /** ISO date-time. */
  expiresAt: string;
}

/**
 * What the server puts into the HTML of a signed-in page (`<script type="application/json" id="boot-data">`)
 * so the first render waits for no request: the session, and the page's first data exactly as the API
 * answers it. Only ever the requester's own workspace; absent for anyone without a valid session.
 */
export interface BootData {
  session: Session;
  /** The person's account settings (`GET /api/settings/account`): role, display preferences, onboarding. */
  account?: AccountSettings;
  /**
   * With billing: the workspace's credits (`GET /api/credits`) and plan (`GET /api/billing/subscription`),
   * which the profile menu's meter and alert dots read on every signed-in page. Asked for after the first
   * render, they were two requests started inside it, and a dot appeared after the page.
   */
  credits?: CreditBalance;
  subscription?: SubscriptionView;
  /** The projects page, and the project page (its "move to" list). */
  projects?: ProjectList;
  folders?: FolderList;
  /**
   * The project page: the project, and the first page of its plain list (no search, filter or order) with
   * its count, and how many of its items need review (the banner above the list: arriving later, it pushed
   * the list down after the first paint).
   */
  project?: Project;
  items?: { projectId: string; page: ItemPage; count: ItemCount; needsReview: ItemCount };
  /** The project page of an admin: the EstateSales.NET connection and the project's listing preview. */
  estateSales?: { settings: EstateSalesSettings; preview: ListingPreview };
}

export const BOOT_DATA_ELEMENT_ID = 'boot-data';

/**
 * Every HTML page the server sends carries the public configuration (`PublicConfig`) in a JSON data
 * block with this id, so the first render knows whether plans are sold without asking /api/config.
 */
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/** The pricing page's HTML carries what is for sale (`BillingOffers`) in a JSON data block with this id. */
export const BILLING_OFFERS_ELEMENT_ID = 'billing-offers';
