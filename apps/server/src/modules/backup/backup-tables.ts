import type { PgTable } from 'drizzle-orm/pg-core';
import { account, session, user, verification } from '../../db/schema/auth.ts';
import { authAttempts } from '../../db/schema/auth-attempts.ts';
import { billingEvents, checkoutSessions } from '../../db/schema/billing.ts';
import { analysisBatches, analysisJobPhotos, analysisJobs, queueTurns } from '../../db/schema/batches.ts';
import { creditGrants, creditTransactions, subscriptions } from '../../db/schema/credits.ts';
import { estatesalesSettings } from '../../db/schema/integrations.ts';
import { bulkActions, itemImages, items, priceEvents } from '../../db/schema/items.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { folders, projectCategoryMarkdowns, projects } from '../../db/schema/projects.ts';
import { promoContents } from '../../db/schema/promo.ts';
import { teamMembers } from '../../db/schema/team.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { consignors } from '../../db/schema/consignors.ts';
import {
  cashCounts,
  itemHoldItems,
  itemHolds,
  projectExpenses,
  saleConflicts,
  saleInvoiceLines,
  saleInvoices,
  salePayments,
} from '../../db/schema/sale-day.ts';

// Every table of the schema is either carried by a backup or left out on purpose, with the reason. The
// backup test fails for a table on neither list, so a table added later cannot be silently lost by a
// restore: whoever adds it decides here, and a carried table needs its export, check and restore.

/** What export-workspace.ts writes and restore-workspace.ts writes back. */
export const BACKUP_CARRIED_TABLES: readonly PgTable[] = [
  userSettings,
  folders,
  projects,
  projectCategoryMarkdowns,
  items,
  priceEvents,
  itemImages,
  promoContents,
  consignors,
  projectExpenses,
  saleInvoices,
  saleInvoiceLines,
  salePayments,
  itemHolds,
  itemHoldItems,
  saleConflicts,
  cashCounts,
];

const SIGN_IN = 'Accounts and sign-in belong to the installation: a restore goes into an account that already exists.';
const BILLING = 'Plans and credits belong to the installation that bills them, not to the data being moved.';
const QUEUE =
  "The analysis queue's working state and history; the items it made are carried, and its rows name uploads and charges that are not.";

export const BACKUP_EXCLUDED_TABLES: ReadonlyMap<PgTable, string> = new Map<PgTable, string>([
  [user, SIGN_IN],
  [session, SIGN_IN],
  [account, SIGN_IN],
  [verification, SIGN_IN],
  [authAttempts, "Counts of recent sign-in attempts on this installation, by hashed key; minutes long, nobody's data."],
  [
    teamMembers,
    'Team members are sign-in accounts of people (their passwords stay on this server); the admin adds them again.',
  ],
  [mailOutbox, "The installation's record of mail it sent, not any workspace's data."],
  [subscriptions, BILLING],
  [creditTransactions, BILLING],
  [creditGrants, BILLING],
  [checkoutSessions, BILLING],
  [billingEvents, BILLING],
  [estatesalesSettings, 'The EstateSales.NET connection holds an API key: a secret never travels in a backup file.'],
  [analysisBatches, QUEUE],
  [analysisJobs, QUEUE],
  [analysisJobPhotos, QUEUE],
  [queueTurns, "The runner's fairness bookkeeping between workspaces on this installation."],
  [uploads, 'Photos waiting for an analysis; they expire within hours, and the items made from them carry theirs.'],
  [
    bulkActions,
    "The last bulk action's undo: it holds the items' rows under the old ids, meaningless after a restore.",
  ],
]);
