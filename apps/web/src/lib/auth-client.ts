import { createAuthClient } from 'better-auth/react';

/** better-auth's browser client, pointed at our server's /api/auth on the same origin. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
});
