import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { CLAIM_WINDOW_DAYS } from '@tagwise/core/values/billing';

/** The cookie naming the visitor checkouts this browser opened or paid (decision 0022). */
export const PAYER_COOKIE = 'tagwise_payer';
/** Only the billing API reads it: no page, asset or other route is sent it. */
const COOKIE_PATH = '/api/billing';
/** The newest checkouts kept: a person trying a plan or two, not a history. */
const CHECKOUTS_KEPT = 5;
const SEPARATOR = ' ';

/**
 * The browser that paid for a plan before its account existed, recognised by an HttpOnly cookie signed
 * with a key of the server's (HMAC-SHA256): a claim it sends is accepted without a confirmed address,
 * and the success and sign-up pages it opens are told the payer's e-mail. Set where only that browser is:
 * when it opens the visitor checkout (the browser that goes on to Stripe and returns) and when it pays the
 * test checkout. Never on /checkout/success alone: that address, with the checkout's id in it, is exactly
 * what travels to others.
 */
export interface PayerBrowser {
  /** Whether this request comes from a browser that opened or paid the checkout. */
  fromPayer(c: Context, sessionId: string): Promise<boolean>;
  /** The checkouts this browser opened or paid, newest first (none without a valid cookie). */
  checkouts(c: Context): Promise<string[]>;
  /** Adds a checkout to this browser's cookie, on the response being built. */
  remember(c: Context, sessionId: string): Promise<void>;
}

export function payerBrowser(keyBytes: Buffer, publicUrl: string): PayerBrowser {
  // Hono's signing takes a string or an ArrayBuffer-backed view; a Buffer may sit on a shared pool.
  const key = new Uint8Array(keyBytes);
  const secure = publicUrl.startsWith('https://');
  const checkouts = async (c: Context) => {
    // A forged or tampered value reads as false: it is as if there were no cookie.
    const value = await getSignedCookie(c, key, PAYER_COOKIE);
    return typeof value === 'string' && value ? value.split(SEPARATOR) : [];
  };
  return {
    checkouts,
    fromPayer: async (c, sessionId) => (await checkouts(c)).includes(sessionId),
    async remember(c, sessionId) {
      const kept = [sessionId, ...(await checkouts(c)).filter((id) => id !== sessionId)].slice(0, CHECKOUTS_KEPT);
      await setSignedCookie(c, PAYER_COOKIE, kept.join(SEPARATOR), key, {
        path: COOKIE_PATH,
        httpOnly: true,
        secure,
        // Sent when the payer comes back from Stripe's page (a top-level navigation) and on our own requests.
        sameSite: 'Lax',
        // A purchase can be claimed for this long after it is paid.
        maxAge: CLAIM_WINDOW_DAYS * 24 * 60 * 60,
      });
    },
  };
}
