import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';

/**
 * At most `limit` of the requests it guards run at once; the rest wait their turn in arrival order. Put
 * in front of the heavy reads (item lists, searches, counts), so fifty people searching queue here rather
 * than in the database, where every other request (sign-in, an item page, saving a price) would wait
 * behind all of their statements.
 */
export function concurrencyGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return createMiddleware<AppEnv>(async (_c, next) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      await next();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot jump the queue.
      const following = waiting.shift();
      if (following) following();
      else running--;
    }
  });
}
