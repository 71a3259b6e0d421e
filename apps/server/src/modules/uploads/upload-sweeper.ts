import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { startPeriodicTask } from '../../periodic-task.ts';
import type { Storage } from '../../storage/storage.ts';
import { sweepExpiredUploads } from './sweep-expired-uploads.ts';

const MAX_INTERVAL_MS = 60 * 60 * 1000;
const MIN_INTERVAL_MS = 60 * 1000;

/**
 * Sweeps expired uploads at start-up (a server that was down for a week has a backlog) and then every
 * quarter of the time to live, at most hourly. A failed sweep is logged and tried at the next tick.
 */
export function startUploadSweeper({
  db,
  storage,
  ttlHours,
  logger,
}: {
  db: Database;
  storage: Storage;
  ttlHours: number;
  logger: Logger;
}) {
  const intervalMs = Math.min(MAX_INTERVAL_MS, Math.max(MIN_INTERVAL_MS, (ttlHours * 3_600_000) / 4));
  return startPeriodicTask(
    () =>
      sweepExpiredUploads({ db, storage, ttlHours }).then(
        (removed) => {
          if (removed > 0) logger.info('expired uploads removed', { removed });
        },
        (error: unknown) => logger.warn('sweeping expired uploads failed', { err: error }),
      ),
    intervalMs,
  );
}
