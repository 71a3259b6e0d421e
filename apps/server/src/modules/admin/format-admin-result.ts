import { PLAN_LABELS, type Tier } from '@tagwise/core/values/credits';
import { countOf, pluralWord } from '@tagwise/core/values/plural';
import type { AdminResult, WorkspaceCredits } from './admin-command.ts';
import type { AccountDeletion } from './delete-account.ts';
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

const number = (n: number) => n.toLocaleString('en-US');

/** What a deletion removes (or, not yet done, would remove), one line per kind of thing. */
function deletionText(d: AccountDeletion, done: boolean, ownerEmailsSet: boolean): string {
  const lines: string[] = [];
  if (d.role === 'sub_user') {
    lines.push(
      `${done ? 'Deleted' : 'This deletes'} ${d.email}'s account, a team member of ${d.workspaceEmail}'s workspace: ` +
        `only that person goes (their sign-in, sessions, settings${d.files > 0 ? ' and profile photo' : ''}). ` +
        (d.itemsKept === 0
          ? 'They had added no items.'
          : `${d.itemsKept === 1 ? 'The item' : `The ${number(d.itemsKept)} items`} they added ` +
            `${pluralWord(d.itemsKept, 'stays', 'stay')} in the workspace, no longer naming them.`),
    );
  } else {
    const [, ...team] = d.accounts;
    lines.push(
      `${done ? 'Deleted' : 'This deletes'} ${d.email}'s account and its workspace${done ? '' : ', for good'}:`,
      `  accounts: ${d.email}` +
        (team.length > 0 ? `, and its team ${pluralWord(team.length, 'member')} ${team.join(', ')}` : '') +
        ' (sign-ins, sessions, settings)',
      `  work:     ${countOf(d.projects, 'project')}, ${countOf(d.folders, 'folder')}, ${countOf(d.items, 'item')}, ` +
        `${countOf(d.photos, 'photo')}`,
      `  storage:  ${countOf(d.files, 'file')} (every version of each photo, uploads waiting for analysis, logo, profile photos)`,
      `  plan:     ${planName(d.tier ?? 'freemium')}, and the credits and their history (${countOf(d.creditEntries, 'entry', 'entries')})`,
      "  and the workspace's pricing settings and EstateSales.NET connection.",
    );
  }
  if (d.wasFirstAccount && !ownerEmailsSet) {
    lines.push(
      `${done ? 'It was' : 'It is'} the oldest account, which the app takes for the person who runs this server while ` +
        'OWNER_EMAILS is not set; ' +
        (d.firstAccountAfter
          ? `${done ? 'now' : 'afterwards'} that is ${d.firstAccountAfter}. Set OWNER_EMAILS to choose.`
          : `${done ? 'now' : 'afterwards'} no account is left, and the next person to sign up becomes the owner.`),
    );
  }
  return lines.join('\n');
}

export function formatAdminResult(result: AdminResult, { ownerEmailsSet = false } = {}): string {
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
    case 'delete':
      return deletionText(result.deletion, result.deleted, ownerEmailsSet);
  }
}
