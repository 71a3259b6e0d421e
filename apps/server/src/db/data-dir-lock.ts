import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// PGlite has no lock of its own: a second process opening the same directory silently corrupts it.
// We hold an exclusive lock file for the life of the process and refuse to start when a live
// process on this machine already holds it. A lock left by a crashed process is taken over.

export class DataDirLockedError extends Error {
  constructor(lockPath: string, holder: LockHolder) {
    super(
      `Another Tagwise process (pid ${holder.pid}, started ${holder.startedAt}) is already using the data directory ` +
        `${path.dirname(lockPath)}.\nStop that process first, or give this one its own directory with DATA_DIR=... ` +
        `(or use PostgreSQL with DATABASE_URL=...). If you are certain no other process is running, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
}

export interface DataDirLock {
  path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): LockHolder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.hostname !== 'string') return null;
    return { pid: parsed.pid, hostname: parsed.hostname, startedAt: String(parsed.startedAt) };
  } catch {
    return null;
  }
}

function tryCreate(lockPath: string): boolean {
  const holder: LockHolder = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  try {
    fs.writeFileSync(lockPath, JSON.stringify(holder), { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'tagwise.lock');

  if (!tryCreate(lockPath)) {
    const holder = readHolder(lockPath);
    const heldByLiveProcess =
      holder !== null && (holder.hostname !== os.hostname() || isAlive(holder.pid)) && holder.pid !== process.pid;
    if (heldByLiveProcess) throw new DataDirLockedError(lockPath, holder);
    // Stale: its process is gone. Remove it and race for it once more; losing means someone else won.
    fs.rmSync(lockPath, { force: true });
    if (!tryCreate(lockPath)) {
      throw new DataDirLockedError(lockPath, readHolder(lockPath) ?? { pid: -1, hostname: '?', startedAt: '?' });
    }
  }

  let released = false;
  return {
    path: lockPath,
    release() {
      if (released) return;
      released = true;
      const holder = readHolder(lockPath);
      if (holder?.pid === process.pid) fs.rmSync(lockPath, { force: true });
    },
  };
}
