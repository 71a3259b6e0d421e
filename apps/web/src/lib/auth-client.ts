import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client, pointed at our server's /api/auth on the same origin. The build's
 * prerender of the pricing page (its sign-up form) loads this without a browser, where nothing is ever
 * sent: any address does there.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
});
