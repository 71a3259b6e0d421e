import { PURCHASE_CREDITS_EVENT } from '@tagwise/core/values/credits';

/**
 * Tells the app that an AI operation was refused for lack of credits (a PAYMENT_REQUIRED answer): the
 * credits dialog mounted in the signed-in shell opens and the meter re-reads the balance. An event, not an
 * import, so the feature that hit the limit need not know the credits feature.
 */
export function announceCreditsExhausted() {
  window.dispatchEvent(new Event(PURCHASE_CREDITS_EVENT));
}
