/** The pricing page's account card (app/pricing-auth-frame.tsx), watched before its code has loaded. */
export const PRICING_ACCOUNT_ID = 'pricing-account';

let near: Promise<void> | undefined;

/**
 * Settles once the account card of the prerendered pricing page is within a screen of being seen, or
 * something in it gets focus: until then React leaves the card as its HTML (which takes no clicks, see
 * index.css) instead of loading its form's code (zod, react-hook-form, the account client), which on a
 * phone, four screens above it, kept the main thread busy while the plans should answer. Settled at once
 * where there is no such card in the page (reached from another page: its stand-in waits for the code
 * anyway) or no IntersectionObserver. Marked fulfilled for React's `use`, which then reads it without
 * suspending.
 */
export function pricingAccountNear(): Promise<void> {
  if (near) return near;
  let resolve!: () => void;
  near = new Promise<void>((done) => (resolve = done));
  const settle = () => {
    void Object.assign(near!, { status: 'fulfilled', value: undefined });
    resolve();
  };
  const card = document.getElementById(PRICING_ACCOUNT_ID);
  if (!card || typeof IntersectionObserver === 'undefined') {
    settle();
    return near;
  }
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
    rootMargin: '100% 0px',
  });
  const onFocus = (event: FocusEvent) => event.target instanceof Node && card.contains(event.target) && done();
  function done() {
    observer.disconnect();
    document.removeEventListener('focusin', onFocus, true);
    settle();
  }
  observer.observe(card);
  document.addEventListener('focusin', onFocus, true);
  return near;
}
