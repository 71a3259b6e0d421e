import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../src/db/data-dir-lock.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'tagwise-lock-'));

describe('data directory lock', () => {
  it('refuses a second holder while the first lives, and frees the directory on release', () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    // Same process pretending to be another one: write a holder with a live foreign pid (our parent).
    writeFileSync(first.path, JSON.stringify({ pid: process.ppid, hostname: os.hostname(), startedAt: 'x' }));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/Another Tagwise process \(pid \d+/);
    writeFileSync(first.path, JSON.stringify({ pid: process.pid, hostname: os.hostname(), startedAt: 'x' }));
    first.release();
    expect(existsSync(first.path)).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock left behind by a process that no longer exists', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'tagwise.lock');
    writeFileSync(lockPath, JSON.stringify({ pid: 2 ** 22 + 12345, hostname: os.hostname(), startedAt: 'x' }));
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });
});
