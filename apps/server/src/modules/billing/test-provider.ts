import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';
import { testPriceBook } from './price-book.ts';

/** A checkout id: the secret part of the test checkout's address, as unguessable as a session token. */
const newCheckoutId = () => `cs_test_${randomBytes(24).toString('base64url')}`;

/**
 * The built-in test provider: its checkout is the app's own /test-checkout page (paying there fulfils the
 * checkout), its portal the app's /billing-portal page, and its subscriptions live only in our database.
 */
export function testProvider(publicUrl: string): PaymentProvider {
  return {
    kind: 'test',
    testMode: true,
    prices: testPriceBook(),
    openCheckout: ({ successQuery }) => {
      const id = newCheckoutId();
      const query = new URLSearchParams({ session_id: id });
      for (const [name, value] of successQuery) query.set(name, value);
      return Promise.resolve({
        id,
        url: `${publicUrl}/test-checkout/${id}`,
        successUrl: `${publicUrl}/checkout/success?${query.toString()}`,
      });
    },
    portalUrl: (_customerId, returnUrl) =>
      Promise.resolve(`${publicUrl}/billing-portal?${new URLSearchParams({ return_url: returnUrl }).toString()}`),
    setCancelAtPeriodEnd: () => Promise.resolve(),
    retrieveSubscription: () => Promise.resolve(undefined),
    endTrialNow: () => Promise.resolve(undefined),
    retrieveCheckout: () => Promise.resolve(undefined),
  };
}
