// A process and its descendants as Linux's /proc shows them: the benches that start the server as a
// process (`npm start` forks the server, which forks the offline models' process) measure them as one.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export interface TreeProcess {
  pid: number;
  ppid: number;
  /** The process's command line, for telling the server from its model process. */
  command: string;
  /** Resident memory now and at its peak (since start, or since resetPeakRss), in kibibytes. */
  rssKb: number;
  peakRssKb: number;
  /** CPU time (user + system), and that of the children it already waited for (the web build). */
  cpuMs: number;
}

function readProcess(pid: number): TreeProcess | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return {
      pid,
      ppid: Number(fields[1]),
      command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim(),
      rssKb: kb('VmRSS'),
      peakRssKb: kb('VmHWM'),
      cpuMs: (ticks / TICKS_PER_SECOND) * 1000,
    };
  } catch {
    return undefined; // it ended meanwhile
  }
}

/** The process and all its descendants (an empty list once it has ended). */
export function processTree(rootPid: number): TreeProcess[] {
  const all = new Map<number, TreeProcess>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const info = readProcess(Number(name));
    if (info) all.set(info.pid, info);
  }
  const tree: TreeProcess[] = [];
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop()!;
    const info = all.get(pid);
    if (info) tree.push(info);
    for (const child of all.values()) if (child.ppid === pid) pending.push(child.pid);
  }
  return tree;
}

/** CPU time of a process and its descendants. */
export const treeCpuMs = (rootPid: number) => processTree(rootPid).reduce((sum, p) => sum + p.cpuMs, 0);

/** Resident memory of a process and its descendants, summed, in MiB (shared pages count once per process). */
export const treeRssMb = (tree: TreeProcess[]) => tree.reduce((sum, p) => sum + p.rssKb, 0) / 1024;

/** Starts the kernel's per-process peak (VmHWM) again from the current resident size. */
export function resetPeakRss(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // it ended meanwhile
  }
}

/**
 * Proportional set size in MiB: resident memory with each shared page divided among the processes that
 * map it (the node binary's pages are mapped by every Node process), so a tree's PSS adds up to what the
 * machine really gives it.
 */
export function pssMb(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
