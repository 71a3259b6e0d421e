import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database runs each statement to the end on the main thread, and hands the connection to
 * the next waiting statement as a microtask: with fifty inventory searches queued, statement followed
 * statement without the event loop ever reaching its I/O, so a health check or a sign-in was not even read
 * off its socket for seconds (bench/under-load.ts measured 20 s). Here statements take turns in arrival
 * order, and before each one the event loop gets a turn (setImmediate runs after pending I/O), so new
 * requests are read and answered from memory, and their statements join the queue rather than wait for
 * it to empty. Calls inside a transaction go through its own handle and are not queued again.
 */
const taking = new WeakSet<PGlite>();

export function takeTurns(pglite: PGlite): PGlite {
  // Tests open several apps on one PGlite: wrapped twice, every statement would wait two turns.
  if (taking.has(pglite)) return pglite;
  taking.add(pglite);
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const mine = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run);
    last = mine.catch(() => undefined);
    return mine;
  };
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = ((...args: Parameters<typeof query>) => inTurn(() => query(...args))) as typeof pglite.query;
  pglite.exec = (...args: Parameters<typeof exec>) => inTurn(() => exec(...args));
  pglite.transaction = ((...args: Parameters<typeof transaction>) =>
    inTurn(() => transaction(...args))) as typeof pglite.transaction;
  return pglite;
}
