import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { SyncResult } from '@tagwise/core/schemas/billing';
import { effectivePlan } from '@tagwise/core/credits/plan';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { lockSubscription } from '../credits/lock-subscription.ts';
import { claimCheckout } from './claim-checkout.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * The spec's manual subscription sync, for a sign-up that arrived without the checkout's session id: a
 * plan paid by a visitor, not yet claimed, is claimed now when this person is its payer (decision 0022):
 * it was paid with this account's verified e-mail address, or in this browser (`payerCheckouts`, from its
 * signed cookie). The address is the one typed on the checkout (Stripe's customer_details.email, the test
 * checkout's e-mail field), or given when it was opened. Answers the workspace's tier (freemium when
 * nothing was found).
 */
export async function syncSubscription(
  db: Database,
  actor: Actor,
  provider: PaymentProvider,
  { payerCheckouts = [], now = new Date() }: { payerCheckouts?: string[]; now?: Date } = {},
): Promise<SyncResult> {
  const [account] = await db
    .select({ email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, actor.userId));
  // Only an address its owner has proved: anyone can sign up with someone else's unverified address.
  const byAddress = account?.verified ? eq(checkoutSessions.customerEmail, account.email.toLowerCase()) : undefined;
  const byBrowser = payerCheckouts.length ? inArray(checkoutSessions.id, payerCheckouts) : undefined;
  const [pending] =
    byAddress || byBrowser
      ? await db
          .select({ id: checkoutSessions.id })
          .from(checkoutSessions)
          .where(
            and(
              or(byAddress, byBrowser),
              eq(checkoutSessions.mode, 'subscription'),
              eq(checkoutSessions.status, 'complete'),
              isNull(checkoutSessions.ownerId),
            ),
          )
          .orderBy(desc(checkoutSessions.completedAt))
          .limit(1)
      : [];
  if (pending) {
    const fromPayerBrowser = payerCheckouts.includes(pending.id);
    const claim = await claimCheckout(db, actor, provider, pending.id, { fromPayerBrowser, now });
    return { success: true, tier: claim.tier };
  }
  const tier = await db.transaction(async (tx) => effectivePlan(await lockSubscription(tx, actor.ownerId, now)).tier);
  return { success: true, tier };
}
