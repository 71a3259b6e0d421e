import { asc, count, eq, or } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { Tier } from '@tagwise/core/schemas/credits';
import { PLAN_LABELS } from '@tagwise/core/values/credits';
import { deletePeople, type Person } from '../../auth/delete-people.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { creditGrants, creditTransactions, subscriptions } from '../../db/schema/credits.ts';
import { bulkActions, itemImages, items } from '../../db/schema/items.ts';
import { folders, projects } from '../../db/schema/projects.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { teamMembers } from '../../db/schema/team.ts';
import { uploads } from '../../db/schema/uploads.ts';
import type { Storage } from '../../storage/storage.ts';
import { LOCAL_ID_PREFIXES } from '../billing/provider-customer.ts';
import { type ImageFileKeys, IMAGE_FILE_COLUMNS, imageFileKeys } from '../item-images/delete-image-files.ts';
import { publishLockExpired } from '../projects/project-dto.ts';
import { findAccount } from './find-account.ts';

/** What deleting an account removes (or, previewed, would remove). */
export interface AccountDeletion {
  email: string;
  role: 'admin' | 'sub_user';
  /** The workspace's admin (the same as `email` for an admin). */
  workspaceEmail: string;
  /** Every account that goes: the person's, then for a workspace's admin the team members'. */
  accounts: string[];
  /** What goes with a workspace; all zero for a team member, whose work stays in it. */
  projects: number;
  folders: number;
  items: number;
  photos: number;
  /** The workspace's plan (a team member has none of their own). */
  tier: string | null;
  /** Entries of the workspace's credit history: charges and added credits. */
  creditEntries: number;
  /** A team member's: the items they added, which stay in the workspace without their name. */
  itemsKept: number;
  /** Files in storage: every version of each photo, uploads waiting for analysis, logo, profile photos. */
  files: number;
  /**
   * Whether the account was the oldest on the server, which the app takes for the server's owner while
   * OWNER_EMAILS is not set (decision 0010), and the oldest account left after the deletion.
   */
  wasFirstAccount: boolean;
  firstAccountAfter: string | null;
}

/** Nothing deleted: the deletion is undone at the end of its transaction, after counting what it removes. */
class Preview extends Error {
  readonly deletion: AccountDeletion;
  constructor(deletion: AccountDeletion) {
    super('preview');
    this.deletion = deletion;
  }
}

const nothing = { projects: 0, folders: 0, items: 0, photos: 0, tier: null, creditEntries: 0, itemsKept: 0 };

/**
 * Deletes an account by the server owner's hand (`npm run admin -- delete`; the Terms promise deletion on
 * request). A team member's deletion removes only the person: their sign-in, sessions, settings and
 * profile photo; the items they added and the sales they rang up stay in the workspace, no longer naming
 * them (a receipt keeps the name it printed). An admin's deletion removes the workspace with them: its
 * projects, folders, items, sale days (invoices, holds, consignors, expenses), photos (their files too), uploads,
 * settings and logo, EstateSales.NET connection, plan and credit history, and its team members' accounts,
 * which exist only to work in it.
 *
 * Refused, with nothing deleted, while the workspace pays through Stripe (Stripe would go on charging a
 * customer this server no longer knows: the owner cancels the subscription first) or has a sale
 * published on EstateSales.NET, or being published (its listing would stay live with nothing left here to
 * take it down). With `preview`, the same checks and counts in a transaction that is rolled back: what
 * the command shows before it asks.
 */
export async function deleteAccount(
  { db, storage }: { db: Database; storage: Storage },
  { email, preview }: { email: string; preview: boolean },
): Promise<{ deletion: AccountDeletion; deleted: Person[] }> {
  const account = await findAccount(db, email);
  const { actor } = account;
  let outcome: { deletion: AccountDeletion; deleted: Person[]; keys: string[] };
  try {
    outcome = await db.transaction(async (tx) => {
      const [firstBefore] = await oldestAccount(tx);
      const { removed, deleted, keys } =
        actor.role === 'sub_user'
          ? await deleteMemberAccount(tx, actor.userId, account)
          : await deleteWorkspace(tx, actor.ownerId, account);
      const [firstAfter] = await oldestAccount(tx);
      const deletion: AccountDeletion = {
        ...removed,
        wasFirstAccount: firstBefore?.id === actor.userId,
        firstAccountAfter: firstAfter?.email ?? null,
      };
      if (preview) throw new Preview(deletion);
      return { deletion, deleted, keys };
    });
  } catch (error) {
    if (error instanceof Preview) return { deletion: error.deletion, deleted: [] };
    throw error;
  }
  // After the commit: a failure here leaves unused files, never rows that point at missing ones.
  await Promise.all(outcome.keys.map((key) => storage.delete(key)));
  return { deletion: outcome.deletion, deleted: outcome.deleted };
}

type Named = { email: string; workspaceEmail: string };

const oldestAccount = (tx: Database) =>
  tx.select({ id: user.id, email: user.email }).from(user).orderBy(asc(user.createdAt), asc(user.id)).limit(1);

/** What each kind of deletion counts; deleteAccount adds who the oldest account is before and after. */
type Removed = Omit<AccountDeletion, 'wasFirstAccount' | 'firstAccountAfter'>;

async function deleteMemberAccount(tx: Database, userId: string, account: Named) {
  const [kept] = await tx.select({ n: count() }).from(items).where(eq(items.createdBy, userId));
  const person = { id: userId, email: account.email };
  const keys = await deletePeople(tx, [person]);
  const removed: Removed = {
    email: account.email,
    role: 'sub_user',
    workspaceEmail: account.workspaceEmail,
    accounts: [account.email],
    ...nothing,
    itemsKept: kept?.n ?? 0,
    files: keys.length,
  };
  return { removed, deleted: [person], keys };
}

async function deleteWorkspace(tx: Database, ownerId: string, account: Named) {
  const [plan] = await tx.select().from(subscriptions).where(eq(subscriptions.ownerId, ownerId)).for('update');
  const remote = plan?.providerSubscriptionId;
  // A plan cancelled at the end of a period that has passed is over, whether or not Stripe has said so yet.
  const over = plan?.cancelAtPeriodEnd === 1 && plan.periodEnd <= new Date();
  if (plan && remote && !remote.startsWith(LOCAL_ID_PREFIXES.subscription) && !over) {
    throw new AppError(
      'CONFLICT',
      `${account.email}'s workspace pays for ${PLAN_LABELS[plan.tier as Tier] ?? plan.tier} through Stripe ` +
        `(subscription ${remote}): deleting it would leave Stripe charging a customer this server no longer ` +
        'knows. Cancel the subscription first (in your Stripe dashboard, which can end it now; the workspace ' +
        "admin's Cancel Subscription ends it at the end of the period); once Stripe has ended it, delete the " +
        'account. Nothing was deleted.',
    );
  }
  const sales = await tx
    .select({
      name: projects.name,
      publishedAt: projects.estatesalesPublishedAt,
      busySince: projects.estatesalesBusySince,
    })
    .from(projects)
    .where(eq(projects.ownerId, ownerId))
    .for('update');
  const listed = sales.filter((p) => p.publishedAt || (p.busySince && !publishLockExpired(p.busySince)));
  if (listed.length > 0) {
    throw new AppError(
      'CONFLICT',
      `${account.email}'s workspace has ${listed.length === 1 ? 'a sale' : 'sales'} published on ` +
        `EstateSales.NET (${listed.map((p) => `"${p.name}"`).join(', ')}): deleting it would leave the ` +
        'listing live with nothing here to take it down. Unpublish first (the project’s page, EstateSales.NET, ' +
        'Unpublish), then delete the account. Nothing was deleted.',
    );
  }

  // The team: members carry the admin's id in their settings, and have a team row (either is enough).
  const team = await tx
    .selectDistinct({ id: user.id, email: user.email, createdAt: user.createdAt })
    .from(user)
    .leftJoin(userSettings, eq(userSettings.userId, user.id))
    .leftJoin(teamMembers, eq(teamMembers.subUserId, user.id))
    .where(or(eq(userSettings.adminUserId, ownerId), eq(teamMembers.adminUserId, ownerId)))
    .orderBy(user.createdAt);
  const members = team.filter((m) => m.id !== ownerId).map(({ id, email }) => ({ id, email }));

  const photos = await tx.select(IMAGE_FILE_COLUMNS).from(itemImages).where(eq(itemImages.ownerId, ownerId));
  const waiting = await tx
    .select({ displayKey: uploads.displayKey, thumbKey: uploads.thumbKey })
    .from(uploads)
    .where(eq(uploads.ownerId, ownerId));
  // A bulk delete that can still be undone keeps its photos' files until a newer action replaces it.
  const undo = await tx
    .select({ images: bulkActions.itemImages })
    .from(bulkActions)
    .where(eq(bulkActions.ownerId, ownerId));
  const undoPhotos = undo.flatMap((row) => (row.images ?? []) as ImageFileKeys[]);

  const countOf = async (table: typeof folders | typeof items | typeof creditTransactions | typeof creditGrants) =>
    (await tx.select({ n: count() }).from(table).where(eq(table.ownerId, ownerId)))[0]?.n ?? 0;
  const folderCount = await countOf(folders);
  const itemCount = await countOf(items);
  const creditEntries = (await countOf(creditTransactions)) + (await countOf(creditGrants));

  const people: Person[] = [{ id: ownerId, email: account.email }, ...members];
  // One statement for all: the workspace's rows go with its admin by foreign key.
  const settingsKeys = await deletePeople(tx, people);
  const keys = [
    ...imageFileKeys(photos),
    ...imageFileKeys(undoPhotos),
    ...waiting.flatMap((u) => [u.displayKey, u.thumbKey]),
    ...settingsKeys,
  ];
  const removed: Removed = {
    email: account.email,
    role: 'admin',
    workspaceEmail: account.email,
    accounts: people.map((p) => p.email),
    projects: sales.length,
    folders: folderCount,
    items: itemCount,
    photos: photos.length,
    tier: plan?.tier ?? 'freemium',
    creditEntries,
    itemsKept: 0,
    files: new Set(keys).size,
  };
  return { removed, deleted: people, keys: [...new Set(keys)] };
}
