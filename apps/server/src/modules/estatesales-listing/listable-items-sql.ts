import { and, eq, sql } from 'drizzle-orm';
import { itemImages, items } from '../../db/schema/items.ts';

/**
 * The items a listing shows: the project's items still for sale that have a photo. One WHERE for what the
 * preview counts and what a publish sends, so the two cannot drift apart.
 */
export const listableItems = (ownerId: string, projectId: string) =>
  and(
    eq(items.ownerId, ownerId),
    eq(items.projectId, projectId),
    eq(items.status, 'available'),
    sql`exists (select 1 from ${itemImages} where ${itemImages.itemId} = ${items.id})`,
  );
