import { createMiddleware } from 'hono/factory';
import { REQUEST_MESSAGES } from '@tagwise/core/messages';
import type { AppEnv } from './app-env.ts';
import { errorResponse } from './on-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses API requests that change something when a browser says they come from another origin
 * (docs/decisions/0009-same-origin-writes.md). SameSite=Lax cookies alone let a sibling subdomain or
 * another port of the same host act with the person's session, even with a text/plain or multipart body
 * that needs no preflight. Browsers send Origin on every cross-origin write, and Sec-Fetch-Site on every
 * request; a client sending neither is not a browser acting for someone else (curl, scripts, tests).
 */
export function sameOriginWrites(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const crossOrigin =
      origin !== undefined ? origin !== allowed : site !== undefined && site !== 'same-origin' && site !== 'none';
    if (crossOrigin) return errorResponse(c, 403, 'FORBIDDEN', REQUEST_MESSAGES.crossSite);
    return next();
  });
}
