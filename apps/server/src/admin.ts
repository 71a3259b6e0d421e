import { createInterface } from 'node:readline';
import { AppError } from '@tagwise/core/errors';
import { TIERS } from '@tagwise/core/values/credits';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { readAdminAccess } from './modules/admin/admin-access.ts';
import { AdminCommand, runAdminCommand, type AdminResult } from './modules/admin/admin-command.ts';
import { formatAdminResult } from './modules/admin/format-admin-result.ts';
import { createStorage } from './storage/create-storage.ts';

// `npm run admin -- <command>`: what only the person who runs this server can do (docs/decisions/0010):
// list the accounts, put one on a plan, add AI credits, delete an account. It reads the same settings as the server
// (DATA_DIR, DATABASE_URL) and works whether the server is running or not: with PostgreSQL it opens the
// database itself; the embedded database belongs to one process, so while the server runs it asks the
// server (modules/admin/admin-access.ts).

const USAGE = `Usage: npm run admin -- <command>

  accounts                  list the accounts on this server with their plan and credits
  plan <e-mail> <plan>      put the account's workspace on a plan (${TIERS.join(', ')})
  grant <e-mail> <credits>  add AI credits to the account's workspace (they do not expire)
  delete <e-mail> [--yes]   delete the account; an admin's takes the whole workspace and its team with it.
                            Says what goes and asks first; --yes skips the question (for scripts)

The command uses the same DATA_DIR or DATABASE_URL as the server; run it in the same place with the same
settings.`;

type Parsed = { command: AdminCommand; yes: boolean } | { help: true } | { problem: string };

function parse(args: string[]): Parsed {
  const [name, ...given] = args;
  if (name === undefined || ['help', '--help', '-h'].includes(name)) return { help: true };
  const yes = name === 'delete' && given.some((a) => a === '--yes' || a === '-y');
  const rest = name === 'delete' ? given.filter((a) => a !== '--yes' && a !== '-y') : given;
  const raw =
    name === 'accounts'
      ? { command: name }
      : name === 'plan'
        ? { command: name, email: rest[0] ?? '', tier: rest[1] ?? '' }
        : name === 'grant'
          ? { command: name, email: rest[0] ?? '', credits: rest[1] === undefined ? NaN : Number(rest[1]) }
          : name === 'delete'
            ? { command: name, email: rest[0] ?? '' }
            : null;
  if (!raw) return { problem: `Unknown command "${name}".` };
  const expected = { accounts: 0, plan: 2, grant: 2, delete: 1 }[name as AdminCommand['command']];
  if (rest.length > expected) return { problem: `Too many arguments for "${name}": ${rest.slice(expected).join(' ')}` };
  const parsed = AdminCommand.safeParse(raw);
  return parsed.success
    ? { command: parsed.data, yes }
    : { problem: parsed.error.issues[0]?.message ?? 'Invalid command' };
}

async function runHere(config: ReturnType<typeof loadConfigOrExit>, command: AdminCommand): Promise<AdminResult> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    return await runAdminCommand(database.db, command, { storage: createStorage(config) });
  } finally {
    await database.close();
  }
}

/** The running server does it; its refusals come back as the error they are. */
async function askServer(url: string, token: string, command: AdminCommand): Promise<AdminResult> {
  const response = await fetch(`${url}/api/admin/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(command),
  });
  const body = (await response.json().catch(() => null)) as
    AdminResult | { error?: { code?: string; message?: string } } | null;
  if (response.ok && body && 'command' in body) return body;
  const message = body && 'error' in body ? body.error?.message : undefined;
  if (response.status === 404 && message?.startsWith('No API endpoint')) {
    throw new Error(
      'The running Tagwise server did not accept the command: it was started by an older version. Restart it, then run the command again.',
    );
  }
  throw new Error(message ?? `The running server answered ${response.status}.`);
}

/** A refusal already worded for the terminal: printed as it is, and the command exits with 1. */
class Stop extends Error {}

/** Runs the command on the database: itself, or through the running server that holds the embedded one. */
async function execute(config: ReturnType<typeof loadConfigOrExit>, command: AdminCommand): Promise<AdminResult> {
  try {
    return await runHere(config, command);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const access = readAdminAccess(config.dataDir);
    if (!access) throw new Stop(error.message);
    try {
      return await askServer(access.url, access.token, command);
    } catch (asked) {
      if (asked instanceof TypeError) {
        // fetch failed: nothing answers where the server said it listens.
        throw new Stop(`The Tagwise server using ${config.dataDir} did not answer at ${access.url}.\n${error.message}`);
      }
      throw asked;
    }
  }
}

/** One line typed at the terminal (or piped in); empty when the input ends first. */
function ask(question: string): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stdout });
  return new Promise<string>((resolve) => {
    lines.once('close', () => resolve(''));
    lines.question(question, (answer) => {
      resolve(answer);
      lines.close();
    });
  });
}

async function main(): Promise<number> {
  const parsed = parse(process.argv.slice(2));
  if ('help' in parsed) {
    console.log(USAGE);
    return 0;
  }
  if ('problem' in parsed) {
    console.error(`${parsed.problem}\n\n${USAGE}`);
    return 1;
  }
  const { command, yes } = parsed;
  const config = loadConfigOrExit();
  const format = (result: AdminResult) => formatAdminResult(result, { ownerEmailsSet: config.ownerEmails.length > 0 });
  try {
    if (command.command === 'delete' && !command.preview && !yes) {
      // Say what would go (or why it cannot), then ask: nothing is deleted until the e-mail is typed.
      console.log(format(await execute(config, { ...command, preview: true })));
      const answer = await ask(`Type ${command.email} to delete it (anything else stops): `);
      if (answer.trim().toLowerCase() !== command.email.toLowerCase()) {
        console.error('Nothing was deleted.');
        return 1;
      }
    }
    console.log(format(await execute(config, command)));
    return 0;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    console.error(error.message);
    return 1;
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof AppError || error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
