import { z } from 'zod';
import { TIERS } from '@tagwise/core/schemas/credits';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteAccount, type AccountDeletion } from './delete-account.ts';
import { ADMIN_GRANT_MAX, grantCredits } from './grant-credits.ts';
import { listAccounts, type AccountSummary } from './list-accounts.ts';
import { setPlan } from './set-plan.ts';

/** What `npm run admin` can ask, whether it opens the database itself or asks the running server. */
export const AdminCommand = z.discriminatedUnion('command', [
  z.object({ command: z.literal('accounts') }),
  z.object({
    command: z.literal('plan'),
    email: z.string().trim().min(1, 'Name the account by its e-mail'),
    tier: z.enum(TIERS, { message: `The plan must be one of: ${TIERS.join(', ')}` }),
  }),
  z.object({
    command: z.literal('grant'),
    email: z.string().trim().min(1, 'Name the account by its e-mail'),
    credits: z
      .number({ message: 'The number of credits must be a whole number' })
      .int('The number of credits must be a whole number')
      .min(1, 'Grant at least 1 credit')
      .max(ADMIN_GRANT_MAX, `Grant at most ${ADMIN_GRANT_MAX.toLocaleString('en-US')} credits at a time`),
  }),
  z.object({
    command: z.literal('delete'),
    email: z.string().trim().min(1, 'Name the account by its e-mail'),
    /** Only check and count what would go (the command shows it before it asks); nothing is deleted. */
    preview: z.boolean().default(false),
  }),
]);
export type AdminCommand = z.infer<typeof AdminCommand>;

export interface WorkspaceCredits {
  email: string;
  workspaceEmail: string;
  tier: string;
  unlimited: boolean;
  allowance: number;
  used: number;
  extraCredits: number;
  available: number;
}

export type AdminResult =
  | { command: 'accounts'; accounts: AccountSummary[] }
  | { command: 'plan'; workspace: WorkspaceCredits }
  | { command: 'grant'; credits: number; workspace: WorkspaceCredits }
  | { command: 'delete'; deleted: boolean; deletion: AccountDeletion };

/** What a command may need besides the database, and what it tells the running server it did. */
export interface AdminServices {
  storage: Storage;
  /** These people's accounts are gone: their open event streams should end now. */
  onPeopleDeleted?: (userIds: string[]) => void;
}

export async function runAdminCommand(
  db: Database,
  command: AdminCommand,
  services: AdminServices,
): Promise<AdminResult> {
  switch (command.command) {
    case 'accounts':
      return { command: 'accounts', accounts: await listAccounts(db) };
    case 'plan': {
      const { account, balance } = await setPlan(db, command);
      return { command: 'plan', workspace: workspaceCredits(account, balance) };
    }
    case 'grant': {
      const { account, balance } = await grantCredits(db, command);
      return { command: 'grant', credits: command.credits, workspace: workspaceCredits(account, balance) };
    }
    case 'delete': {
      const { deletion, deleted } = await deleteAccount({ db, storage: services.storage }, command);
      if (deleted.length > 0) services.onPeopleDeleted?.(deleted.map((p) => p.id));
      return { command: 'delete', deleted: !command.preview, deletion };
    }
  }
}

function workspaceCredits(
  account: { email: string; workspaceEmail: string },
  balance: Awaited<ReturnType<typeof setPlan>>['balance'],
): WorkspaceCredits {
  return {
    email: account.email,
    workspaceEmail: account.workspaceEmail,
    tier: balance.tier,
    unlimited: balance.unlimited,
    allowance: balance.allowance,
    used: balance.used,
    extraCredits: balance.packCredits,
    available: balance.available,
  };
}
