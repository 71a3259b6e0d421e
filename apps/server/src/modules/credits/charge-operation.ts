import { randomUUID } from 'node:crypto';
import { AppError } from '@tagwise/core/errors';
import { CREDIT_MESSAGES, type CreditOperation } from '@tagwise/core/schemas/credits';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { completeCharge, refundCharge, startCharge, type Charge } from './ledger.ts';

/**
 * Charges one operation before its work starts. Out of credits stays the ledger's PAYMENT_REQUIRED (the
 * browser opens the purchase-credits dialog); any other ledger failure gets the spec's own message.
 */
export async function chargeOperation(
  db: Database,
  actor: Actor,
  operation: CreditOperation,
  metadata: Record<string, unknown>,
): Promise<Charge> {
  try {
    return await startCharge(db, actor, { operation, operationId: randomUUID(), metadata });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', CREDIT_MESSAGES.startFailed, { cause: error });
  }
}

/**
 * Gives a failed operation's credit back and records why. A ledger failure here is logged, not thrown:
 * the person is told about the operation's failure, which is what they can act on.
 */
export async function refundOperation(db: Database, actor: Actor, logger: Logger, charge: Charge, reason: unknown) {
  const message = reason instanceof Error ? reason.message : String(reason);
  await refundCharge(db, actor, charge.transactionId, message).catch((error: unknown) =>
    logger.error('refund failed', { err: error, transactionId: charge.transactionId }),
  );
}

/**
 * Marks a charge done once its work is saved; a failure here is only logged (core-app.md section 4). The
 * item it produced is linked; null for work that is not about one item (a project's promotional material).
 */
export async function completeOperation(
  db: Database,
  actor: Actor,
  logger: Logger,
  charge: Charge,
  itemId: string | null,
) {
  await completeCharge(db, actor, charge.transactionId, { itemId }).catch((error: unknown) =>
    logger.error('completing a charge failed', { err: error, transactionId: charge.transactionId }),
  );
}
