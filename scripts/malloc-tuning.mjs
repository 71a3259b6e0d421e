// glibc's malloc keeps large freed blocks in its heap: after one photo the offline models (mask, text
// reader) leave ~0.5 GB resident that the next photo's mask then stacks on, peaking at ~2.2 GB against
// the 2 GB budget. Serving allocations of 1 MB and more from mmap returns them to the system on free
// (peak ~1.7 GB, no measurable slowdown; bench/offline-analyzer.ts). glibc reads the setting only at
// process start, so a process that lacks it runs itself again with it, in the foreground.
import { spawn } from 'node:child_process';

const TUNING = { MALLOC_MMAP_THRESHOLD_: '1048576' };

/** True when this process is the tuned one (or tuning is switched off); false after handing over. */
export function ensureMallocTuning() {
  if (process.env.MALLOC_MMAP_THRESHOLD_ !== undefined || process.platform !== 'linux') return true;
  // Its own process group, so a Ctrl-C in the terminal reaches it once, through us, and it shuts down
  // gracefully instead of taking the forwarded copy as a second "exit now" signal.
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, ...TUNING },
    detached: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return false;
}
