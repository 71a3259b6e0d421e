import { PLAN_LABELS, type Tier } from '@tagwise/core/values/credits';
import { countOf } from '@tagwise/core/values/plural';
import type { AdminResult, WorkspaceCredits } from './admin-command.ts';
import type { AccountSummary } from './list-accounts.ts';

// What `npm run admin` prints: plain text for a terminal, the same whichever way the command reached the
// database.

const planName = (tier: string) => PLAN_LABELS[tier as Tier] ?? tier;

function creditsLine(w: WorkspaceCredits): string {
  if (w.unlimited) return `${planName(w.tier)} plan: unlimited AI credits.`;
  const planLeft = Math.max(w.allowance - w.used, 0);
  return (
    `${planName(w.tier)} plan: ${countOf(w.available, 'credit')} to spend now ` +
    `(${planLeft.toLocaleString('en-US')} of ${w.allowance.toLocaleString('en-US')} plan credits left this period, ` +
    `${w.extraCredits.toLocaleString('en-US')} extra).`
  );
}

const whose = (w: WorkspaceCredits) =>
  w.workspaceEmail === w.email
    ? `${w.email}'s workspace`
    : `the workspace of ${w.workspaceEmail} (${w.email} is in its team)`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function accountsTable(accounts: AccountSummary[]): string {
  if (accounts.length === 0) return 'No accounts on this server yet. The first person to sign up becomes its owner.';
  const rows = accounts.map((a) => [
    a.email,
    a.name,
    a.role === 'sub_user'
      ? `team of ${a.workspaceEmail}`
      : planName(a.tier) + (a.status === 'active' ? '' : ` (${a.status})`),
    a.role === 'sub_user' ? '' : a.allowance === -1 ? 'unlimited' : `${a.used} of ${a.allowance}`,
    a.role === 'sub_user' ? '' : String(a.extraCredits),
    a.role === 'sub_user' ? '' : String(a.items),
    a.createdAt.slice(0, 10),
  ]);
  return (
    `${countOf(accounts.length, 'account')} on this server, oldest first:\n\n` +
    table([['E-MAIL', 'NAME', 'PLAN', 'PLAN CREDITS USED', 'EXTRA CREDITS', 'ITEMS', 'JOINED'], ...rows])
  );
}

export function formatAdminResult(result: AdminResult): string {
  switch (result.command) {
    case 'accounts':
      return accountsTable(result.accounts);
    case 'plan':
      return `Moved ${whose(result.workspace)} to the ${planName(result.workspace.tier)} plan.\n${creditsLine(result.workspace)}`;
    case 'grant':
      return (
        `Added ${countOf(result.credits, 'AI credit')} to ${whose(result.workspace)}; ` +
        `they do not expire and are used after the plan's.\n${creditsLine(result.workspace)}`
      );
  }
}
