import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { CREDIT_MESSAGES, type CreditBalance, type CreditOperation } from '@tagwise/core/schemas/credits';
import type { Actor } from '../../auth/actor.ts';
import { planOf } from './plan-of.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { creditGrants, creditTransactions, subscriptions } from '../../db/schema/credits.ts';
import { lockSubscription } from './lock-subscription.ts';

/**
 * The credit ledger (core-app.md section 4): a charge starts pending, completes when the work succeeded,
 * and is refunded on any failure. The credit is taken from the plan's allowance, then from purchased
 * packs, at the start (not at completion as the spec's RPCs did), inside one transaction holding the
 * subscription row's lock: work in flight counts against the balance, so 20 parallel analyses with one
 * credit left charge exactly one. Unlimited plans record the operation with no credits.
 */

const COST: Record<CreditOperation, number> = { analysis: 1, enhancement: 1, promo: 1 };

export interface Charge {
  transactionId: string;
  credits: number;
  unlimited: boolean;
}

export async function startCharge(
  db: Database,
  actor: Actor,
  {
    operation,
    operationId,
    metadata,
  }: { operation: CreditOperation; operationId: string; metadata?: Record<string, unknown> },
): Promise<Charge> {
  try {
    return await db.transaction(async (tx) => {
      const subscription = await lockSubscription(tx, actor.ownerId);
      const plan = planOf(subscription);
      const record = (values: Pick<typeof creditTransactions.$inferInsert, 'credits' | 'source' | 'grantId'>) =>
        tx
          .insert(creditTransactions)
          .values({ ownerId: actor.ownerId, actorUserId: actor.userId, operation, operationId, metadata, ...values })
          .returning({ id: creditTransactions.id });

      if (plan.unlimited) {
        const [row] = await record({ credits: 0, source: 'none', grantId: null });
        return { transactionId: row!.id, credits: 0, unlimited: true };
      }
      const cost = COST[operation];
      if (subscription.usedThisPeriod + cost <= plan.allowance) {
        await tx
          .update(subscriptions)
          .set({ usedThisPeriod: sql`${subscriptions.usedThisPeriod} + ${cost}`, updatedAt: new Date() })
          .where(eq(subscriptions.ownerId, actor.ownerId));
        const [row] = await record({ credits: cost, source: 'plan', grantId: null });
        return { transactionId: row!.id, credits: cost, unlimited: false };
      }
      // Oldest pack first, locked too (the subscription lock already serialises charges; this keeps a
      // refund running beside it from reading a stale count).
      const [grant] = await tx
        .select({ id: creditGrants.id })
        .from(creditGrants)
        .where(and(eq(creditGrants.ownerId, actor.ownerId), gt(creditGrants.remaining, cost - 1)))
        .orderBy(asc(creditGrants.createdAt))
        .limit(1)
        .for('update');
      if (!grant) {
        const notEnough = {
          analysis: CREDIT_MESSAGES.notEnough,
          enhancement: CREDIT_MESSAGES.notEnoughToEnhance,
          promo: CREDIT_MESSAGES.notEnoughForPromo,
        }[operation];
        throw new AppError('PAYMENT_REQUIRED', notEnough(subscription.usedThisPeriod, plan.allowance));
      }
      await tx
        .update(creditGrants)
        .set({ remaining: sql`${creditGrants.remaining} - ${cost}` })
        .where(eq(creditGrants.id, grant.id));
      const [row] = await record({ credits: cost, source: 'pack', grantId: grant.id });
      return { transactionId: row!.id, credits: cost, unlimited: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'This operation has already been charged');
    throw error;
  }
}

/** Marks a charge done and links what it produced. A charge that is no longer pending is left alone. */
export async function completeCharge(
  db: Database,
  actor: Actor,
  transactionId: string,
  { itemId }: { itemId: string | null },
) {
  await db
    .update(creditTransactions)
    .set({ status: 'completed', itemId, finishedAt: new Date() })
    .where(
      and(
        eq(creditTransactions.id, transactionId),
        eq(creditTransactions.ownerId, actor.ownerId),
        eq(creditTransactions.status, 'pending'),
      ),
    );
}

/**
 * Gives a failed operation's credit back where it came from: the period's allowance (if that period is
 * still running; a new period already starts from zero) or its pack. Records the error (the reason the
 * credit history shows). Idempotent. `itemId` links what the work still produced: an item the offline
 * analyzer saved without identifying it, which costs no credit.
 */
export async function refundCharge(
  db: Database,
  actor: Actor,
  transactionId: string,
  error: string,
  { itemId }: { itemId?: string } = {},
) {
  await db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, actor.ownerId);
    const [charge] = await tx
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.id, transactionId), eq(creditTransactions.ownerId, actor.ownerId)))
      .for('update');
    if (!charge || charge.status !== 'pending') return;
    if (charge.source === 'plan' && charge.createdAt >= subscription.periodStart) {
      await tx
        .update(subscriptions)
        .set({
          usedThisPeriod: sql`greatest(${subscriptions.usedThisPeriod} - ${charge.credits}, 0)`,
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.ownerId, actor.ownerId));
    }
    if (charge.source === 'pack' && charge.grantId) {
      await tx
        .update(creditGrants)
        .set({ remaining: sql`${creditGrants.remaining} + ${charge.credits}` })
        .where(eq(creditGrants.id, charge.grantId));
    }
    await tx
      .update(creditTransactions)
      .set({
        status: charge.credits > 0 ? 'refunded' : 'failed',
        error: error.slice(0, 1000),
        finishedAt: new Date(),
        ...(itemId && { itemId }),
      })
      .where(eq(creditTransactions.id, transactionId));
  });
}

/** The workspace's credits this period (the meter, the history page, the 429 rule of the analysis). */
export async function getBalance(db: Database, actor: Actor): Promise<CreditBalance> {
  return db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, actor.ownerId);
    const plan = planOf(subscription);
    const [packs] = await tx
      .select({ remaining: sql<number>`coalesce(sum(${creditGrants.remaining}), 0)::int` })
      .from(creditGrants)
      .where(eq(creditGrants.ownerId, actor.ownerId));
    const packCredits = packs?.remaining ?? 0;
    return {
      tier: plan.tier,
      status: subscription.status,
      unlimited: plan.unlimited,
      allowance: plan.allowance,
      used: subscription.usedThisPeriod,
      packCredits,
      available: plan.unlimited ? -1 : Math.max(plan.allowance - subscription.usedThisPeriod, 0) + packCredits,
      periodStart: subscription.periodStart.toISOString(),
      periodEnd: subscription.periodEnd.toISOString(),
    };
  });
}
