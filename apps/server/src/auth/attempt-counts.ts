import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authAttempts } from '../db/schema/auth-attempts.ts';

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Attempts per key counted in the database (auth_attempts), so every API process on a shared PostgreSQL
 * counts the same ones: with counts in each process's memory, N processes let an attacker make N times
 * the guesses, and one process refused a person while another let them in. PGlite counts the same way.
 *
 * Each key's window starts at its first attempt and lasts `windowMs`; within it, attempts past the limit
 * are refused until it ends (better-auth's own limiter counts so too). One statement per check, whatever
 * the number of keys: an upsert that starts a new window or adds one, with the database's clock, so
 * processes with different clocks agree.
 */
export interface AttemptCounts {
  /**
   * Records an attempt on each key; refused when any of them is over its limit, with the seconds until the
   * last of those windows ends.
   */
  attempt(checks: readonly (readonly [key: string, limit: number])[]): Promise<AttemptVerdict>;
}

export function createAttemptCounts(db: Database, windowMs: number): AttemptCounts {
  let sweptAt = 0;
  // Rows whose window ended are dropped now and then, so the table holds only recent traffic.
  const sweep = async () => {
    if (Date.now() - sweptAt < windowMs) return;
    sweptAt = Date.now();
    await db.delete(authAttempts).where(lt(authAttempts.windowEndsAt, sql`now()`));
  };
  // A hash: no e-mail or address is stored, and a key of any length fits the index. The window is part of
  // it, so two counters can never share a row.
  const hashOf = (key: string) => createHash('sha256').update(`${windowMs}\n${key}`).digest('base64url');

  return {
    async attempt(checks) {
      await sweep();
      const limits = new Map(checks.map(([key, limit]) => [hashOf(key), limit]));
      const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
      const rows = await db
        .insert(authAttempts)
        .values([...limits.keys()].map((keyHash) => ({ keyHash, attempts: 1, windowEndsAt: windowEnd })))
        .onConflictDoUpdate({
          target: authAttempts.keyHash,
          set: {
            attempts: sql`case when ${authAttempts.windowEndsAt} <= now() then 1 else ${authAttempts.attempts} + 1 end`,
            windowEndsAt: sql`case when ${authAttempts.windowEndsAt} <= now() then excluded.window_ends_at else ${authAttempts.windowEndsAt} end`,
          },
        })
        .returning({
          keyHash: authAttempts.keyHash,
          attempts: authAttempts.attempts,
          secondsLeft: sql<number>`ceil(extract(epoch from ${authAttempts.windowEndsAt} - now()))::int`,
        });
      const over = rows.filter((row) => row.attempts > limits.get(row.keyHash)!);
      if (over.length === 0) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, ...over.map((row) => row.secondsLeft)) };
    },
  };
}
