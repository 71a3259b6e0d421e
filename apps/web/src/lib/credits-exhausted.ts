import { PURCHASE_CREDITS_EVENT } from '@tagwise/core/values/credits';

/** Why the credits dialog opens: credits ran out, or the person asked to add some. */
export type PurchaseCreditsReason = 'exhausted' | 'add';

/**
 * Tells the app that an AI operation was refused for lack of credits (a PAYMENT_REQUIRED answer): the
 * credits dialog mounted in the signed-in shell opens and the meter re-reads the balance. An event, not an
 * import, so the feature that hit the limit need not know the credits feature.
 */
export function announceCreditsExhausted() {
  window.dispatchEvent(new CustomEvent<PurchaseCreditsReason>(PURCHASE_CREDITS_EVENT, { detail: 'exhausted' }));
}

/** Opens the same dialog to buy credits before they run out (the account menu's Add Credits). */
export function openPurchaseCredits() {
  window.dispatchEvent(new CustomEvent<PurchaseCreditsReason>(PURCHASE_CREDITS_EVENT, { detail: 'add' }));
}
