import type { Logger } from '../logger.ts';
import { createLocalEventBus, type EventBus } from './event-bus.ts';
import { createPgEventBus } from './pg-event-bus.ts';

/**
 * PostgreSQL: LISTEN/NOTIFY, so several API and worker processes hear each other. PGlite: in-process
 * only (its NOTIFY never leaves the process, and the data-directory lock means there is one process).
 */
export function createEventBus(databaseUrl: string | undefined, logger: Logger): Promise<EventBus> {
  return databaseUrl ? createPgEventBus(databaseUrl, logger) : Promise.resolve(createLocalEventBus());
}
