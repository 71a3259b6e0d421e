import { describe, expect, it } from 'vitest';
import { POST_CHECKOUT_ATTEMPTS, POST_CHECKOUT_FIRST_DELAY_MS, postCheckoutDelay } from './post-checkout-retry.ts';

// core-app.md section 9: 1.5 s before the post-checkout fetch, then 10 attempts (2 s base, 8 s max), retry
// defaults "back-off factor 1.5 with jitter".
const middle = () => 0.5;
const lowest = () => 0;
const highest = () => 0.999_999;

describe('the post-checkout retry schedule', () => {
  it('waits 1.5 s first, then tries 10 times', () => {
    expect(POST_CHECKOUT_FIRST_DELAY_MS).toBe(1500);
    expect(POST_CHECKOUT_ATTEMPTS).toBe(10);
  });

  it('grows by 1.5 from 2 s up to the 8 s ceiling (jitter at its middle)', () => {
    expect(Array.from({ length: POST_CHECKOUT_ATTEMPTS }, (_, n) => postCheckoutDelay(n, middle))).toEqual([
      2000, 3000, 4500, 6750, 8000, 8000, 8000, 8000, 8000, 8000,
    ]);
  });

  it('jitters each delay by up to a quarter, never below the 2 s base nor above 8 s', () => {
    expect(postCheckoutDelay(1, lowest)).toBe(2250);
    expect(postCheckoutDelay(1, highest)).toBe(3750);
    expect(postCheckoutDelay(2, lowest)).toBe(3375);
    expect(postCheckoutDelay(2, highest)).toBe(5625);
    expect(postCheckoutDelay(0, lowest)).toBe(2000);
    expect(postCheckoutDelay(3, highest)).toBe(8000);
    for (let n = 0; n < POST_CHECKOUT_ATTEMPTS; n++) {
      for (let i = 0; i <= 20; i++) {
        const delay = postCheckoutDelay(n, () => i / 20);
        expect(delay).toBeGreaterThanOrEqual(2000);
        expect(delay).toBeLessThanOrEqual(8000);
      }
    }
    // Math.random by default: two pages back from checkouts at once do not ask in step.
    const delays = new Set(Array.from({ length: 20 }, () => postCheckoutDelay(2)));
    expect(delays.size).toBeGreaterThan(1);
  });
});
