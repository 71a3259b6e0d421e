import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES, type PortalCreated } from '@tagwise/core/schemas/billing';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { getSubscription } from './get-subscription.ts';

/**
 * The billing portal's address (the spec's create-portal-session). With the built-in test provider it is
 * the app's own test portal page, which shows the plan, its renewal, the purchases and the cancel and keep
 * buttons, and leads back to returnUrl (an address of this app only). A workspace without a paid plan has
 * no billing account to manage.
 */
export async function createPortal(
  db: Database,
  actor: Actor,
  publicUrl: string,
  returnUrl: string | undefined,
): Promise<PortalCreated> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', BILLING_MESSAGES.adminOnly);
  const subscription = await getSubscription(db, actor);
  if (!subscription.paid) throw new AppError('NOT_FOUND', BILLING_MESSAGES.noBillingAccount);
  const back = returnUrl && returnUrl.startsWith(`${publicUrl}/`) ? returnUrl : `${publicUrl}/projects`;
  return { url: `${publicUrl}/billing-portal?${new URLSearchParams({ return_url: back }).toString()}` };
}
