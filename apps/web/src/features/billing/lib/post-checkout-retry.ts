/**
 * After a checkout the plan may arrive a moment later (a payment provider's webhook): the plan is read
 * again on the spec's schedule (core-app.md section 9: 1.5 s before the first read, then 10 attempts from
 * a 2 s base to at most 8 s, growing by the retry default's factor of 1.5 with jitter).
 */
export const POST_CHECKOUT_FIRST_DELAY_MS = 1500;
export const POST_CHECKOUT_ATTEMPTS = 10;

const BASE_MS = 2000;
const MAX_MS = 8000;
const FACTOR = 1.5;
/** How far the jitter moves a delay: up to 25% either way, so many pages returning at once spread out. */
const JITTER = 0.25;

/**
 * The wait before retry `attempt` (0 for the first retry): 2 s × 1.5^attempt, jittered, and never outside
 * the 2 s base and the 8 s ceiling. `random` (0 to 1) is injectable so tests can pin it.
 */
export function postCheckoutDelay(attempt: number, random: () => number = Math.random): number {
  const nominal = BASE_MS * FACTOR ** attempt;
  const jittered = nominal * (1 + JITTER * (2 * random() - 1));
  return Math.round(Math.min(MAX_MS, Math.max(BASE_MS, jittered)));
}
