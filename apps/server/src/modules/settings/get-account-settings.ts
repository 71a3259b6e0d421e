import { eq, sql } from 'drizzle-orm';
import { withDisplayDefaults, type AccountSettings } from '@tagwise/core/schemas/account-settings';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { avatarUrl } from './avatar-key.ts';
import { businessLogoUrl } from './business-logo-key.ts';
import { isInstanceOwner } from './is-instance-owner.ts';

/**
 * The signed-in person's own settings (not the workspace's): profile, onboarding, display preferences; and
 * the workspace's business name and logo, which tags and reports show.
 */
export async function getAccountSettings({
  db,
  actor,
  ownerEmails,
}: {
  db: Database;
  actor: Actor;
  ownerEmails: readonly string[];
}): Promise<AccountSettings> {
  const [row] = await db
    .select({ user, settings: userSettings })
    .from(user)
    .leftJoin(userSettings, eq(userSettings.userId, user.id))
    .where(eq(user.id, actor.userId));
  const s = row?.settings;
  // Tags and reports print the workspace's business name, so that is the one a member is shown; and the
  // admin's name and address, whom the member asks about the plan.
  const [workspace] =
    actor.role === 'admin'
      ? [{ businessName: s?.businessName ?? null, admin: null }]
      : await db
          .select({
            businessName: userSettings.businessName,
            admin: {
              name: sql<string>`coalesce(nullif(trim(${userSettings.displayName}), ''), ${user.name})`,
              email: user.email,
            },
          })
          .from(user)
          .leftJoin(userSettings, eq(userSettings.userId, user.id))
          .where(eq(user.id, actor.ownerId));
  return {
    role: actor.role,
    email: row?.user.email ?? '',
    name: row?.user.name ?? '',
    displayName: s?.displayName ?? null,
    phoneNumber: s?.phoneNumber ?? null,
    businessName: workspace?.businessName ?? null,
    businessLogoUrl: actor.role === 'admin' ? businessLogoUrl(s?.businessLogoUrl ?? null) : null,
    avatarUrl: avatarUrl(s?.avatarUrl ?? null),
    toursEnabled: s?.toursEnabled ?? true,
    helpTipsEnabled: s?.helpTipsEnabled ?? true,
    displayPreferences: withDisplayDefaults(s?.displayPreferences),
    instanceOwner: await isInstanceOwner(db, { userId: actor.userId, email: row?.user.email ?? '', ownerEmails }),
    admin: workspace?.admin ?? null,
  };
}
