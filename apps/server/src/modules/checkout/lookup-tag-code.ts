import { and, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { CheckoutItem } from '@tagwise/core/sale-day/catalog-schemas';
import { SALE_DAY_MESSAGES } from '@tagwise/core/sale-day/messages';
import { readTagText } from '@tagwise/core/sale-day/scan';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { checkoutItems } from './checkout-items.ts';

/**
 * A code the device's catalog does not hold (typed, or scanned after the catalog was read): the item when it
 * is this sale's; "This tag belongs to another sale" (409) when another sale has it, of this workspace or of
 * another one on this server (which is told nothing more: decision 0023); otherwise unknown or mistyped (404).
 */
export async function lookUpTagCode({
  db,
  actor,
  projectId,
  code: text,
  publicUrl,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  code: string;
  publicUrl: string;
}): Promise<CheckoutItem> {
  await findOwnedProject(db, actor, projectId);
  const read = readTagText(text, new URL(publicUrl).origin);
  if ('error' in read) {
    throw new AppError(read.error === 'other-sale' ? 'CONFLICT' : 'BAD_REQUEST', read.message);
  }
  const [own] = await db
    .select({ id: items.id, projectId: items.projectId })
    .from(items)
    .where(and(eq(items.ownerId, actor.ownerId), eq(items.tagCode, read.code)));
  if (own && own.projectId === projectId) {
    const [item] = await checkoutItems(db, actor, { itemIds: [own.id] });
    return item!;
  }
  if (own) throw new AppError('CONFLICT', SALE_DAY_MESSAGES.otherSale);
  const [elsewhere] = await db.select({ id: items.id }).from(items).where(eq(items.tagCode, read.code)).limit(1);
  if (elsewhere) throw new AppError('CONFLICT', SALE_DAY_MESSAGES.otherSale);
  throw new AppError('NOT_FOUND', SALE_DAY_MESSAGES.unknownCode(read.code));
}
