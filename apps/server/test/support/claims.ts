import type { ClaimResult } from '@tagwise/core/schemas/billing';
import { PAYER_COOKIE } from '../../src/modules/billing/payer-browser.ts';

/** A claim's answer when it took the plan. */
export const claimedAs = (tier: ClaimResult['tier'], isTrial: boolean): ClaimResult => ({
  success: true,
  isTrial,
  tier,
  error: null,
  code: null,
});

/**
 * The payer-browser cookie a response set (`name=value`, as the browser would send it back), which marks
 * the browser that opened or paid a visitor's checkout (decision 0022); undefined when it set none.
 */
export const payerCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${PAYER_COOKIE}=`))
    ?.split(';')[0];
