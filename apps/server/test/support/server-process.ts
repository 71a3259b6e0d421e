import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('../../src/index.ts', import.meta.url));

/**
 * The real server entry point in a child process, as an operator runs it: `ready` settles when it says
 * it is running (or rejects with its output when it exits first), `exited` with its exit code. Every
 * child started goes into `children`, so the test file can kill what is left in its afterAll.
 */
export function startServerProcess(children: ChildProcess[], port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [ENTRY], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('Tagwise is running')) resolve();
    });
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    void exited.then((code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  // A process killed on purpose rejects `ready` after the test stopped waiting on it.
  ready.catch(() => undefined);
  return { child, ready, exited };
}
