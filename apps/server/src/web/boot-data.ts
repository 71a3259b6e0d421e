import { AppError } from '@tagwise/core/errors';
import type { BillingProviderKind } from '@tagwise/core/schemas/billing';
import type { BootData } from '@tagwise/core/boot-data';
import { Id } from '@tagwise/core/schemas/projects';
import { resolveActiveActor, type Actor } from '../auth/actor.ts';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import { getListingPreview } from '../modules/estatesales-listing/get-listing-preview.ts';
import { listFolders } from '../modules/folders/list-folders.ts';
import { getSubscription } from '../modules/billing/get-subscription.ts';
import { getBalance } from '../modules/credits/ledger.ts';
import { getEstateSalesSettings } from '../modules/integrations/get-estatesales-settings.ts';
import { countItems } from '../modules/items/count-items.ts';
import { listItems } from '../modules/items/list-items.ts';
import { getProject } from '../modules/projects/get-project.ts';
import { listProjects } from '../modules/projects/list-projects.ts';
import { getAccountSettings } from '../modules/settings/get-account-settings.ts';

export const SESSION_COOKIE = 'tagwise.session_token=';

/**
 * The data a signed-in page's HTML carries, so its first render waits for no request (see
 * `BootData`). Read with the same use cases and the same actor as the API routes, so it is exactly what
 * those routes would answer this person, scoped to their workspace. Null without a valid session.
 */
export async function loadBootData({
  auth,
  billing,
  db,
  headers,
  ownerEmails,
  path,
  search,
}: {
  auth: Auth;
  /** The server's billing provider: without billing ('none') there is no plan or credit meter to show. */
  billing: BillingProviderKind;
  db: Database;
  headers: Headers;
  /** The instance owners' addresses (config), which account settings answer with. */
  ownerEmails: readonly string[];
  path: string;
  /** The address's query string: a project page with a search or filters asks for its own list. */
  search: string;
}): Promise<BootData | null> {
  // Most visitors without a cookie are signed out: spare them the session lookup.
  if (!headers.get('cookie')?.includes(SESSION_COOKIE)) return null;
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const { id, name, email, image } = found.user;
  // A deactivated team member gets a signed-out page (their next request is refused anyway).
  const actor = await resolveActiveActor(db, id);
  if (!actor) return null;
  const boot: BootData = {
    session: { user: { id, name, email, image: image ?? null }, expiresAt: found.session.expiresAt.toISOString() },
    // Every signed-in page reads them (role, display preferences, tours): arriving later, they redrew the list.
    account: await getAccountSettings({ db, actor, ownerEmails }),
    // One after the other: each reads its row in a transaction of its own.
    ...(billing !== 'none' && {
      credits: await getBalance(db, actor),
      subscription: await getSubscription(db, actor, billing),
    }),
  };
  if (path === '/projects') {
    const [projects, folders] = await Promise.all([listProjects({ db, actor }), listFolders({ db, actor })]);
    return { ...boot, projects: { projects }, folders: { folders } };
  }
  const projectId = /^\/projects\/([^/]+)$/.exec(path)?.[1];
  if (projectId && Id.safeParse(projectId).success)
    return { ...boot, ...(await projectPage(db, actor, projectId, search)) };
  return boot;
}

async function projectPage(db: Database, actor: Actor, projectId: string, search: string) {
  const projects = { projects: await listProjects({ db, actor }) };
  try {
    const project = await getProject({ db, actor, projectId });
    if (search !== '') return { projects, project };
    const filter = { projectId };
    const [page, count, needsReview] = await Promise.all([
      listItems({ db, actor, filter }),
      countItems({ db, actor, filter }),
      countItems({ db, actor, filter: { projectId, needsReview: true } }),
    ]);
    return {
      projects,
      project,
      items: { projectId, page, count, needsReview },
      ...(actor.role === 'admin' && { estateSales: await estateSalesPanel(db, actor, projectId) }),
    };
  } catch (error) {
    // Another workspace's project, or a deleted one: the page asks for it and shows "not found".
    if (error instanceof AppError && error.code === 'NOT_FOUND') return { projects };
    throw error;
  }
}

/**
 * The admin's EstateSales.NET panel above the list: the connection and what a publish would do. Asked for
 * after the first render, the panel grew from nothing and pushed the list down (layout shift).
 */
async function estateSalesPanel(db: Database, actor: Actor, projectId: string) {
  const [settings, preview] = await Promise.all([
    getEstateSalesSettings({ db, actor }),
    getListingPreview({ db, actor, projectId }),
  ]);
  return { settings, preview };
}
