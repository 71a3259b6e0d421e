import { eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES } from '@tagwise/core/schemas/billing';
import type { Database } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';

/**
 * A checkout by its id, optionally locked for the rest of the transaction (two payments of one checkout
 * cannot both pass). 404 for an id that is not one: the id is the only key to it.
 */
export async function findCheckout(db: Database, id: string, { lock = false } = {}) {
  const query = db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', BILLING_MESSAGES.checkoutNotFound);
  return row;
}
