// glibc's malloc keeps freed blocks under its dynamic mmap threshold (up to 32 MB) in its heaps, so the
// photos the upload pipeline decodes (sharp) stay resident after the request: after a batch of 12
// uploads the server held ~85 MB more without this (bench/analyzer-memory.ts). Serving allocations of
// 1 MB and more from mmap returns them to the system on free. glibc reads the setting only at process
// start, so a process that lacks it becomes itself again with it: in place (execve, Node 22.15 and later),
// else as a child in the foreground, which cost a second Node process (~50 MB) for the server's life.
// (The offline models' process gets its own settings from the server: ai/local/process-vision.ts.)
import { spawn } from 'node:child_process';

const TUNING = { MALLOC_MMAP_THRESHOLD_: '1048576' };

/** True when this process is the tuned one (or tuning does not apply); false after handing over. */
export function ensureMallocTuning() {
  if (process.env.MALLOC_MMAP_THRESHOLD_ !== undefined || process.platform !== 'linux') return true;
  const args = [...process.execArgv, ...process.argv.slice(1)];
  const env = { ...process.env, ...TUNING };
  // Same pid, same terminal and signals; returns only if the exec itself failed (then the child below).
  if (typeof process.execve === 'function') {
    try {
      process.execve(process.execPath, [process.execPath, ...args], env);
    } catch {
      // fall through
    }
  }
  // The child stays in our process group: a Ctrl-C in the terminal, or a supervisor stopping the whole
  // group (Playwright does), reaches it directly, so we only pass on a SIGTERM sent to us alone; passing
  // on the terminal's SIGINT too would reach it twice, which it takes as "exit now".
  const child = spawn(process.execPath, args, { stdio: 'inherit', env });
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return false;
}
