import type { HealthResponse } from '@tagwise/core/schemas/system';
import type { DatabaseHandle } from '../../db/client.ts';
import { APP_VERSION } from '../../version.ts';

export interface HealthDeps {
  database: Pick<DatabaseHandle, 'ping'>;
  /** How long the answer waits for a database round trip before answering from the last one (ms). */
  waitMs?: number;
  /** How recent that last successful round trip must be to count as "up" (ms). */
  freshMs?: number;
}

/**
 * A load balancer or monitor asks often and gives up after a second or two. The embedded database runs
 * one statement at a time, so behind fifty inventory searches a ping waits its turn; rather than make the
 * monitor wait (and declare a busy server dead), the answer comes from the last ping that succeeded when it
 * is recent, while the new ping still completes in the background and refreshes it.
 */
export function createHealthCheck({ database, waitMs = 250, freshMs = 30_000 }: HealthDeps) {
  let lastUpAt = 0;
  let inFlight: Promise<boolean> | undefined;
  const ping = () => {
    inFlight ??= database
      .ping()
      .then((up) => {
        if (up) lastUpAt = Date.now();
        return up;
      })
      .finally(() => (inFlight = undefined));
    return inFlight;
  };

  return async function checkHealth(): Promise<HealthResponse> {
    const answered = await Promise.race([
      ping(),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), waitMs)),
    ]);
    const up = answered ?? Date.now() - lastUpAt < freshMs;
    return {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      version: APP_VERSION,
      uptimeSeconds: Math.round(process.uptime()),
    };
  };
}
