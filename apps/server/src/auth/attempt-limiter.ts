import { countOf } from '@tagwise/core/values/plural';

/**
 * Counts attempts per key in a sliding window, in this process's memory (each API process limits its own
 * share; a restart forgives): for the help assistant's questions, which guard a cost, not an account.
 * Sign-in, sign-up and password resets are counted in the database instead (attempt-counts.ts).
 */
export interface AttemptLimiter {
  /** Records an attempt; when the key is over its limit, how many seconds until the oldest one expires. */
  attempt(key: string, limit: number, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export function createAttemptLimiter(windowMs: number): AttemptLimiter {
  const attempts = new Map<string, number[]>();
  let sweptAt = 0;
  const sweep = (now: number) => {
    // Keys nobody used for a window are dropped, so memory stays bounded by recent traffic.
    if (now - sweptAt < windowMs) return;
    sweptAt = now;
    for (const [key, times] of attempts) if (times.at(-1)! <= now - windowMs) attempts.delete(key);
  };
  return {
    attempt(key, limit, now = Date.now()) {
      sweep(now);
      const recent = (attempts.get(key) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) };
      }
      recent.push(now);
      attempts.set(key, recent);
      return { allowed: true };
    },
  };
}

/** "Too many attempts. Try again in 45 seconds." / "... in 2 minutes." */
export function tooManyAttemptsMessage(seconds: number): string {
  if (seconds < 60) return `Too many attempts. Try again in ${countOf(seconds, 'second')}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts. Try again in ${countOf(minutes, 'minute')}.`;
}
