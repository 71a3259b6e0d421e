import { eq } from 'drizzle-orm';
import {
  BILLING_MESSAGES,
  CLAIM_WINDOW_DAYS,
  type ClaimRefusal,
  type ClaimResult,
} from '@tagwise/core/schemas/billing';
import { effectivePlan } from '@tagwise/core/credits/plan';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { lockSubscription } from '../credits/lock-subscription.ts';
import { applySubscriptionState } from './apply-subscription-state.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { completeStripeCheckout } from './complete-stripe-checkout.ts';
import { startPlanOf } from './start-plan.ts';
import { trialAvailable } from './trial-available.ts';
import { maskEmail } from './mask-email.ts';
import { stripeId } from './stripe-id.ts';

type CheckoutRow = typeof checkoutSessions.$inferSelect;
type Refusal = { code: ClaimRefusal; error: string };

/**
 * Why this checkout cannot be claimed by this workspace now, or null when it can: it must be a plan paid
 * by a visitor (no workspace yet), not yet claimed, within CLAIM_WINDOW_DAYS of payment.
 */
function refusal(checkout: CheckoutRow | undefined, actor: Actor, now: Date): Refusal | null {
  const refuse = (code: ClaimRefusal, error: string) => ({ code, error });
  if (!checkout || checkout.mode !== 'subscription') return refuse('not_found', BILLING_MESSAGES.claimNotFound);
  if (checkout.ownerId) return refuse('already_claimed', BILLING_MESSAGES.claimAlreadyClaimed);
  if (checkout.status !== 'complete' || !checkout.completedAt) return refuse('not_paid', BILLING_MESSAGES.claimNotPaid);
  if (now.getTime() - checkout.completedAt.getTime() > CLAIM_WINDOW_DAYS * 24 * 60 * 60 * 1000) {
    return refuse('expired', BILLING_MESSAGES.claimExpired);
  }
  if (actor.role !== 'admin') return refuse('admin_only', BILLING_MESSAGES.claimAdminOnly);
  return null;
}

/**
 * Whether the person claiming is the payer (decision 0022): their confirmed address is the one given at
 * the checkout, or the claim comes from the browser that paid. Anyone else who holds the checkout's id
 * (it travels in addresses) is refused and told, with the address masked, how the payer claims it; a
 * claimer whose unconfirmed address is the payer's is told to confirm it.
 */
async function payerRefusal(
  db: Database,
  actor: Actor,
  checkoutEmail: string | null | undefined,
  fromPayerBrowser: boolean,
): Promise<Refusal | null> {
  if (fromPayerBrowser) return null;
  const [account] = await db
    .select({ email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, actor.userId));
  const payerEmail = checkoutEmail?.toLowerCase() ?? null;
  const sameAddress = payerEmail !== null && account?.email.toLowerCase() === payerEmail;
  if (sameAddress && account.verified) return null;
  if (sameAddress) return { code: 'confirm_email', error: BILLING_MESSAGES.claimConfirmEmail };
  return { code: 'not_payer', error: BILLING_MESSAGES.claimNotPayer(payerEmail && maskEmail(payerEmail)) };
}

export interface ClaimOptions {
  /** The request carries the signed cookie of the browser that opened or paid this checkout. */
  fromPayerBrowser?: boolean;
  now?: Date;
}

/**
 * Links a plan a visitor paid for before having an account to the workspace of the person now signed in
 * (the spec's claim_pending_subscription), when that person is the payer (payerRefusal). One claim per
 * checkout: the checkout is locked and takes its workspace in the same transaction that starts the plan.
 * Answers success false with the reason rather than failing, as the spec's claim result does; the trial
 * applies only if the workspace never had one.
 */
export async function claimCheckout(
  db: Database,
  actor: Actor,
  provider: PaymentProvider,
  sessionId: string,
  { fromPayerBrowser = false, now = new Date() }: ClaimOptions = {},
): Promise<ClaimResult> {
  // What Stripe has, read before the transaction: the checkout itself while its webhook has not arrived
  // (the payer signed up faster than Stripe delivered), and the subscription bought (a trial may have ended
  // meanwhile), so the plan starts as Stripe has it.
  const [pending] = await db
    .select({
      status: checkoutSessions.status,
      subscriptionId: checkoutSessions.providerSubscriptionId,
      customerEmail: checkoutSessions.customerEmail,
      ownerId: checkoutSessions.ownerId,
    })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, sessionId));
  const paidMeanwhile = pending?.status === 'open' ? await provider.retrieveCheckout(sessionId) : undefined;
  const subscriptionId = pending?.subscriptionId ?? stripeId(paidMeanwhile?.subscription);
  let remote = subscriptionId ? await provider.retrieveSubscription(subscriptionId) : undefined;
  // A visitor's checkout does not know whose it will be: one claimed by a workspace that already had its
  // trial must not give it a second. The trial at Stripe ends now, so the plan is billed from today; but
  // only for the payer of a plan nobody has claimed, whom the transaction below will let claim it: anyone
  // else's claim changes nothing.
  const payerEmail = pending?.customerEmail ?? paidMeanwhile?.customer_details?.email;
  if (
    remote?.status === 'trialing' &&
    !pending?.ownerId &&
    subscriptionId &&
    !(await trialAvailable(db, actor.ownerId)) &&
    !(await payerRefusal(db, actor, payerEmail, fromPayerBrowser))
  ) {
    remote = (await provider.endTrialNow(subscriptionId)) ?? remote;
  }
  return db.transaction(async (tx) => {
    if (paidMeanwhile?.status === 'complete') {
      await completeStripeCheckout(tx, provider.prices, paidMeanwhile, undefined, now);
    }
    const [checkout] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).for('update');
    // Claiming again what this workspace already has (a reload of /welcome, a checkout it started itself)
    // is a success that changes nothing.
    if (checkout?.ownerId === actor.ownerId && checkout.status === 'complete' && checkout.mode === 'subscription') {
      const current = await lockSubscription(tx, actor.ownerId, now);
      const { tier } = effectivePlan(current);
      return {
        success: true,
        isTrial: checkout.trial === 1 && current.status === 'trialing',
        tier,
        error: null,
        code: null,
      };
    }
    const refused =
      refusal(checkout, actor, now) ??
      (checkout && (await payerRefusal(tx, actor, checkout.customerEmail, fromPayerBrowser)));
    if (refused || !checkout) {
      const tier = effectivePlan(await lockSubscription(tx, actor.ownerId, now)).tier;
      return { success: false, isTrial: false, tier, error: refused?.error ?? null, code: refused?.code ?? null };
    }
    let { trial } = await startPlanOf(tx, actor.ownerId, checkout, now);
    if (remote) {
      await applySubscriptionState(tx, provider.prices, remote, now, actor.ownerId);
      trial = remote.status === 'trialing';
    }
    await tx
      .update(checkoutSessions)
      .set({ ownerId: actor.ownerId, buyerUserId: actor.userId, claimedAt: now, trial: trial ? 1 : 0 })
      .where(eq(checkoutSessions.id, checkout.id));
    const tier = effectivePlan(await lockSubscription(tx, actor.ownerId, now)).tier;
    return { success: true, isTrial: trial, tier, error: null, code: null };
  });
}
