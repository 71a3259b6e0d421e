import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/open-pglite.ts';
import { takeTurns } from '../src/db/take-turns.ts';

/** Runs `count` statements at once and notes, for each, how many event-loop turns had passed when it ended. */
async function turnsAtEachEnd(run: () => Promise<unknown>, count: number): Promise<number[]> {
  let turns = 0;
  let ticking = true;
  const tick = () => {
    turns++;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  const ends: number[] = [];
  await Promise.all(Array.from({ length: count }, () => run().then(() => ends.push(turns))));
  ticking = false;
  return ends;
}

const busyStatement = 'select count(*) from generate_series(1, 20000)';

describe('takeTurns (the embedded database and the event loop)', () => {
  it('lets the event loop run between queued statements, so other requests are read meanwhile', async () => {
    const pglite = await openPglite();
    // Without it, queued statements follow one another without the event loop turning once: the
    // failure this guards against (a health check or a sign-in not read off its socket for seconds).
    const plain = await turnsAtEachEnd(() => pglite.query(busyStatement), 12);
    expect(new Set(plain).size).toBeLessThan(12);

    takeTurns(pglite);
    const taking = await turnsAtEachEnd(() => pglite.query(busyStatement), 12);
    for (let i = 1; i < taking.length; i++) expect(taking[i]).toBeGreaterThan(taking[i - 1]!);
    await pglite.close();
  });

  it('keeps statements in arrival order, transactions whole, and a failed statement to itself', async () => {
    const pglite = takeTurns(await openPglite());
    // Wrapping twice (tests open several apps on one database) adds no second wait.
    expect(takeTurns(pglite)).toBe(pglite);
    await pglite.exec('create table notes (n int)');
    const order: number[] = [];
    await Promise.all([
      pglite.query('insert into notes values (1)').then(() => order.push(1)),
      pglite
        .transaction(async (tx) => {
          await tx.query('insert into notes values (2)');
          await tx.query('insert into notes values (3)');
        })
        .then(() => order.push(2)),
      pglite.query('select * from missing_table').catch(() => order.push(3)),
      pglite.query('insert into notes values (4)').then(() => order.push(4)),
    ]);
    expect(order).toEqual([1, 2, 3, 4]);
    const rows = await pglite.query<{ n: number }>('select n from notes order by n');
    expect(rows.rows.map((row) => row.n)).toEqual([1, 2, 3, 4]);
    await pglite.close();
  });
});
