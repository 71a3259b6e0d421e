import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES, type PortalCreated } from '@tagwise/core/schemas/billing';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { isPaidPlan } from '@tagwise/core/credits/plan';
import { subscriptions } from '../../db/schema/credits.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * The billing portal's address (the spec's create-portal-session): Stripe's customer portal, or with the
 * built-in test provider the app's own test portal page, which shows the plan, its renewal, the purchases and the cancel and keep
 * buttons, and leads back to returnUrl (an address of this app only). A workspace without a paid plan has
 * no billing account to manage.
 */
export async function createPortal(
  db: Database,
  actor: Actor,
  provider: PaymentProvider,
  publicUrl: string,
  returnUrl: string | undefined,
): Promise<PortalCreated> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', BILLING_MESSAGES.adminOnly);
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.ownerId, actor.ownerId));
  if (!row?.providerCustomerId || !isPaidPlan(row)) throw new AppError('NOT_FOUND', BILLING_MESSAGES.noBillingAccount);
  const back = returnUrl && returnUrl.startsWith(`${publicUrl}/`) ? returnUrl : `${publicUrl}/projects`;
  return { url: await provider.portalUrl(row.providerCustomerId, back) };
}
