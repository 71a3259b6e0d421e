import type { Logger } from '../../logger.ts';
import type { EventBus } from '../../events/event-bus.ts';

/**
 * Tells the browsers of a workspace (through /api/events) that batches or jobs changed, after the
 * transaction that changed them committed. A lost message costs freshness only (polling covers it), so
 * a failure is logged, never thrown into the request or the job that made the change.
 */
export function publishQueueChange(
  bus: EventBus,
  logger: Logger,
  ownerId: string,
  { batchIds = [], jobIds = [], work = false }: { batchIds?: string[]; jobIds?: string[]; work?: boolean },
) {
  const sends = [bus.publish({ topic: 'queue', ownerId, batchIds, jobIds })];
  // New or retried jobs: wake idle runners in every process instead of waiting for their next poll.
  if (work) sends.push(bus.publish({ topic: 'work' }));
  Promise.all(sends).catch((error: unknown) => logger.warn('publishing a queue change failed', { err: error }));
}
