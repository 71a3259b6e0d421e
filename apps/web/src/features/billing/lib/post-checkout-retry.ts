/**
 * After a checkout the plan may arrive a moment later (a payment provider's webhook): the plan is read
 * again on the spec's schedule (core-app.md section 9: 1.5 s before the first read, then 10 attempts from
 * 2 s doubling to at most 8 s).
 */
export const POST_CHECKOUT_FIRST_DELAY_MS = 1500;
export const POST_CHECKOUT_ATTEMPTS = 10;

export const postCheckoutDelay = (attempt: number) => Math.min(2000 * 2 ** attempt, 8000);
