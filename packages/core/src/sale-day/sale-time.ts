import { SALE_CLOCK_LIMITS, SETTLEMENT_MESSAGES as M } from './settlement-messages.ts';

const MINUTE = 60_000;

/**
 * Why an invoice's `completedAt` (the device's clock) cannot be the moment of the sale, or null when it can.
 * An online sale is sent the moment it completes, so it must be within a few minutes of the server's clock
 * (else the device's clock is wrong, and so would be the sale's day and its discount). An offline sale is
 * synced later: it cannot be ahead of the server's clock, nor before the sale was created in Tagwise (each
 * beyond a small drift of the device's clock).
 */
export function saleTimeProblem({
  completedAt,
  offline,
  now,
  projectCreatedAt,
}: {
  completedAt: Date;
  offline: boolean;
  now: Date;
  projectCreatedAt: Date;
}): string | null {
  const ahead = completedAt.getTime() - now.getTime();
  if (!offline) return Math.abs(ahead) > SALE_CLOCK_LIMITS.onlineSkewMinutes * MINUTE ? M.clockOff : null;
  const drift = SALE_CLOCK_LIMITS.offlineDriftMinutes * MINUTE;
  if (ahead > drift) return M.saleInFuture;
  if (completedAt.getTime() < projectCreatedAt.getTime() - drift) return M.saleBeforeProject;
  return null;
}
