// Plain values (no zod), read by the pages, the Terms and the server. The one source of what Tagwise sells
// (commercial-side.md section 9): one-off credit packs. (Plans' credits are TIER_ALLOWANCE in credits.ts;
// their prices come with subscriptions.)

export interface PackOffer {
  id: 'pack-100' | 'pack-250' | 'pack-500';
  name: string;
  priceCents: number;
  credits: number;
  description: string;
  /** "Best value": the 500 pack, also the pack selected at first. */
  popular: boolean;
}

export const PACKS: readonly PackOffer[] = [
  {
    id: 'pack-100',
    name: '100 credits',
    priceCents: 2000,
    credits: 100,
    description: 'A few more items',
    popular: false,
  },
  { id: 'pack-250', name: '250 credits', priceCents: 4500, credits: 250, description: 'A whole sale', popular: false },
  { id: 'pack-500', name: '500 credits', priceCents: 8000, credits: 500, description: 'Several sales', popular: true },
];

/** The pack chosen when the credits dialog opens. */
export const DEFAULT_PACK: PackOffer['id'] = 'pack-500';

/**
 * Card numbers the built-in test checkout knows, as Stripe's test mode does: one succeeds, one is declined,
 * one asks the card holder to confirm first. Any other number is refused as not a test card.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002500003155',
} as const;

/** "$69", "$20": whole dollars, as the price tables show them. */
export const formatDollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

/** Section 8 of commercial-side.md, word for word where it gives the words. */
export const BILLING_MESSAGES = {
  invalidPriceFormat: 'Invalid price format',
  invalidMode: 'Checkout mode must be payment or subscription',
  unknownPrice: 'Invalid price configuration. Please contact support.',
  checkoutFailed: 'Failed to create checkout session',
  mustSignInToBuy: 'You must be logged in to purchase credits',
  adminOnly: "Only your team's admin can buy credits. Ask them to add credits to the workspace.",
  packIsPayment: 'A credit pack is bought once: its checkout mode is payment.',
  authFailed: 'Authentication failed. Please sign in again.',
  checkoutNotFound: 'This checkout has ended or does not exist.',
  checkoutClosed: 'This checkout is already finished.',
  cardDeclined: 'Your card was declined. Try another card.',
  notATestCard: 'Use one of the test card numbers shown: this is test mode, no real card is charged.',
  actionNotConfirmed: 'The card holder did not confirm the payment.',
} as const;
