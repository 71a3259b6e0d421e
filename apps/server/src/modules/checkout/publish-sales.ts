import type { EventBus } from '../../events/event-bus.ts';
import type { Logger } from '../../logger.ts';

/**
 * Tells the workspace's other phones (the bus, then /api/events' `sales` event) that items of a sale changed
 * at the door, once the transaction that changed them committed. A lost message costs freshness only: the
 * server refuses an online sale of a sold item anyway, and a checkout reads its catalog again when its event
 * stream (re)opens. So a failure is logged, never thrown into the sale.
 */
export function publishSales(bus: EventBus, logger: Logger, ownerId: string, projectId: string, itemIds: string[]) {
  if (itemIds.length === 0) return;
  bus
    .publish({ topic: 'sales', ownerId, projectId, itemIds: [...new Set(itemIds)] })
    .catch((error: unknown) => logger.warn('publishing a sale failed', { err: error }));
}
