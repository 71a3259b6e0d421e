import { readdirSync, readFileSync } from 'node:fs';

// Processes as Linux's /proc shows them, for tests that check a child process ended with its parent.

/** Whether a process with this id is still there (signal 0 only checks). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes whose parent is this one. */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // it ended meanwhile
      }
    })
    .map(Number);
}
