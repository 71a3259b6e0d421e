import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CREDIT_OPERATIONS, TIERS } from '@tagwise/core/schemas/credits';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { creditGrants, subscriptions } from '../../db/schema/credits.ts';
import { completeCharge, refundCharge, startCharge } from '../credits/ledger.ts';
import { lockSubscription } from '../credits/lock-subscription.ts';
import { grantCredits } from '../admin/grant-credits.ts';
import { user } from '../../db/schema/auth.ts';

export const SeedCreditsBody = z.object({
  tier: z.enum(TIERS).optional(),
  status: z.string().min(1).max(40).optional(),
  /** Pack credits to grant (one adjustment grant). */
  packCredits: z.number().int().min(1).max(10_000).optional(),
  /** Credits the server owner adds (`npm run admin -- grant`), through the same use case. */
  adminGrant: z.number().int().min(1).max(10_000).optional(),
  /** Charges to record, oldest first, through the real ledger (so they read exactly as production's). */
  transactions: z
    .array(
      z.object({
        operation: z.enum(CREDIT_OPERATIONS).default('analysis'),
        outcome: z.enum(['pending', 'completed', 'failed']).default('completed'),
        itemId: z.uuid().nullable().default(null),
        error: z.string().max(1000).default('AI analysis failed. Please try again.'),
      }),
    )
    .max(500)
    .default([]),
  /** Plan credits used this period, set after the charges (which count themselves as they go). */
  usedThisPeriod: z.number().int().min(0).optional(),
});

/**
 * Puts a workspace into a credit state for a browser test: plan, packs, a history of charges, and the
 * meter's reading. The charges go through startCharge/completeCharge/refundCharge rather than raw inserts,
 * so a ledger change shows up in the browser tests too.
 */
export async function seedCredits(db: Database, actor: Actor, seed: z.output<typeof SeedCreditsBody>) {
  await db.transaction((tx) => lockSubscription(tx, actor.ownerId));
  if (seed.tier || seed.status) {
    await db
      .update(subscriptions)
      .set({ ...(seed.tier && { tier: seed.tier }), ...(seed.status && { status: seed.status }) })
      .where(eq(subscriptions.ownerId, actor.ownerId));
  }
  if (seed.packCredits) {
    await db
      .insert(creditGrants)
      .values({ ownerId: actor.ownerId, reason: 'adjustment', credits: seed.packCredits, remaining: seed.packCredits });
  }
  if (seed.adminGrant) {
    const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, actor.ownerId));
    await grantCredits(db, { email: owner!.email, credits: seed.adminGrant });
  }
  for (const { operation, outcome, itemId, error } of seed.transactions) {
    const charge = await startCharge(db, actor, { operation, operationId: randomUUID() });
    if (outcome === 'completed') await completeCharge(db, actor, charge.transactionId, { itemId });
    // A refund may keep its item: one the offline analyzer saved without identifying it.
    if (outcome === 'failed')
      await refundCharge(db, actor, charge.transactionId, error, { itemId: itemId ?? undefined });
  }
  if (seed.usedThisPeriod !== undefined) {
    await db
      .update(subscriptions)
      .set({ usedThisPeriod: seed.usedThisPeriod })
      .where(eq(subscriptions.ownerId, actor.ownerId));
  }
}
