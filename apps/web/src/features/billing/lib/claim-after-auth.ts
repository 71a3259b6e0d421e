import type { ClaimResult } from '@tagwise/core/schemas/billing';
import { BILLING_MESSAGES } from '@tagwise/core/values/billing';
import { failureMessage } from '@/lib/api-client';
import { claimCheckout } from '../api/claim-checkout';
import { syncSubscription } from '../api/sync-subscription';

/** Where to go after signing in or up, and what to say (commercial-side.md sections 4 and 8). */
export interface ClaimOutcome {
  to: string;
  toast: { kind: 'success' | 'error'; text: string } | null;
  /** False: /welcome makes the claim again itself, to show how the payer claims it (claim-refusal-card.tsx). */
  claimed?: boolean;
}

const welcome = (query: Record<string, string>) => `/welcome?${new URLSearchParams(query)}`;

/**
 * Refused because the claim did not come from the payer (decision 0022): not a dead end but a way on, which
 * /welcome shows (confirm the address, or use the browser that paid). The spec's toasts are for the rest.
 */
const notFromPayer = (result: ClaimResult) => result.code === 'not_payer' || result.code === 'confirm_email';
const trialOf = (params: URLSearchParams): Record<string, string> =>
  params.get('trial') === 'true' ? { trial: 'true' } : {};

const claimOnWelcome = (sessionId: string, query: Record<string, string>): ClaimOutcome => ({
  to: welcome({ session_id: sessionId, ...query }),
  toast: null,
  claimed: false,
});

async function claim(sessionId: string): Promise<{ result: ClaimResult } | { error: string }> {
  try {
    return { result: await claimCheckout(sessionId) };
  } catch (error) {
    return { error: failureMessage(error, BILLING_MESSAGES.linkFailed) };
  }
}

/**
 * After signing in with a checkout's session id: claim the purchase; linked → /welcome?session_id=...;
 * not the payer's claim → /welcome, which shows how the payer claims it; not claimable → an error and
 * /welcome; the call failing → an error and /projects. Without a session id,
 * null (the sign-in page's own way on); with credits or trial in the query, /welcome with it.
 */
export async function claimAfterSignIn({
  sessionId,
  params,
}: {
  sessionId: string | null;
  params: URLSearchParams;
}): Promise<ClaimOutcome | null> {
  if (!sessionId) {
    return params.has('credits') || params.has('trial') ? { to: `/welcome?${params}`, toast: null } : null;
  }
  const outcome = await claim(sessionId);
  if ('error' in outcome) return { to: '/projects', toast: { kind: 'error', text: BILLING_MESSAGES.linkFailedSignIn } };
  if (notFromPayer(outcome.result)) return claimOnWelcome(sessionId, trialOf(params));
  if (!outcome.result.success) return { to: '/welcome', toast: { kind: 'error', text: BILLING_MESSAGES.maybeClaimed } };
  const query: Record<string, string> = { session_id: sessionId };
  if (outcome.result.isTrial) query.trial = 'true';
  return { to: welcome(query), toast: { kind: 'success', text: BILLING_MESSAGES.linked } };
}

/**
 * After signing up: with a session id, claim it (trial activated, or linked; not the payer's claim: /welcome
 * shows how the payer claims it; else why not) and go to /welcome as a new user. Without one, the manual sync: a plan paid with this address is found and
 * claimed (/welcome?tier=...&auto_sync=true); otherwise null, the sign-up page's own way on. A sign-up
 * answered without its account cannot claim anything: the spec's "Account creation issue" and sign-in,
 * which claims the purchase once it works (the session id goes along).
 */
export async function claimAfterSignUp({
  sessionId,
  userId,
  params = new URLSearchParams(),
}: {
  sessionId: string | null;
  userId: string | null;
  params?: URLSearchParams;
}): Promise<ClaimOutcome | null> {
  if (sessionId && !userId) {
    return {
      to: `/signin?${new URLSearchParams({ session_id: sessionId })}`,
      toast: { kind: 'error', text: BILLING_MESSAGES.accountCreationIssue },
    };
  }
  if (!sessionId) {
    try {
      const { tier } = await syncSubscription();
      if (tier === 'freemium') return null;
      return {
        to: welcome({ tier, auto_sync: 'true', new_user: 'true' }),
        toast: { kind: 'success', text: BILLING_MESSAGES.accountCreatedLinked },
      };
    } catch {
      return null;
    }
  }
  const outcome = await claim(sessionId);
  if ('error' in outcome) {
    return {
      to: welcome({ new_user: 'true' }),
      toast: { kind: 'error', text: BILLING_MESSAGES.accountCreatedLinkFailed(outcome.error) },
    };
  }
  if (notFromPayer(outcome.result)) return claimOnWelcome(sessionId, { ...trialOf(params), new_user: 'true' });
  if (!outcome.result.success) {
    return {
      to: welcome({ new_user: 'true' }),
      toast: { kind: 'error', text: BILLING_MESSAGES.accountCreatedMaybeClaimed },
    };
  }
  const { isTrial } = outcome.result;
  return {
    to: welcome({ session_id: sessionId, ...(isTrial && { trial: 'true' }), new_user: 'true' }),
    toast: {
      kind: 'success',
      text: isTrial ? BILLING_MESSAGES.accountCreatedTrial : BILLING_MESSAGES.accountCreatedLinked,
    },
  };
}

/**
 * Google leaves the app and comes back to one address: with a checkout's session id, /welcome, which claims
 * the purchase for the account Google signed in (new or existing) and shows the plan.
 */
export function welcomeAfterGoogle(params: URLSearchParams): string | undefined {
  const sessionId = params.get('session_id');
  if (!sessionId) return undefined;
  const trial = params.get('trial') === 'true';
  return `/welcome?${new URLSearchParams({ session_id: sessionId, ...(trial && { trial: 'true' }) })}`;
}
