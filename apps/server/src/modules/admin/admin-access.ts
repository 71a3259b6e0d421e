import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// How `npm run admin` reaches a running server that holds the embedded database (PGlite serves one process,
// so the command cannot open it beside the server). At start the server writes a fresh random token and
// the address to ask into the data directory, readable by its owner only; whoever can read that file could
// open the database anyway, so the token grants nothing new. The file goes when the server stops.

const FILE = 'admin-access.json';

export interface AdminAccess {
  url: string;
  token: string;
}

/** Where a command on this machine reaches the server: loopback unless it listens on one address only. */
function localUrl(host: string, port: number): string {
  const wildcard = ['0.0.0.0', '::', '', 'localhost'].includes(host);
  const address = wildcard ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${address}:${port}`;
}

/** A fresh token for this start of the server. */
export const newAdminToken = () => randomBytes(32).toString('base64url');

export function writeAdminAccess(
  dataDir: string,
  { host, port, token }: { host: string; port: number; token: string },
) {
  const access: AdminAccess = { url: localUrl(host, port), token };
  const file = path.join(dataDir, FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(access), { mode: 0o600 });
  fs.renameSync(temporary, file);
  return {
    remove() {
      try {
        const current = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<AdminAccess>;
        if (current.token === access.token) fs.rmSync(file, { force: true });
      } catch {
        // Already gone, or replaced by another start: not ours to remove.
      }
    },
  };
}

export function readAdminAccess(dataDir: string): AdminAccess | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dataDir, FILE), 'utf8')) as Partial<AdminAccess>;
    return typeof parsed.url === 'string' && typeof parsed.token === 'string'
      ? { url: parsed.url, token: parsed.token }
      : null;
  } catch {
    return null;
  }
}

/** Constant-time comparison, so the answer's timing says nothing about how much of a guess was right. */
export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
