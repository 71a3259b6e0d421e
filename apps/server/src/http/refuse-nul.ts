import { createMiddleware } from 'hono/factory';
import { REQUEST_MESSAGES } from '@tagwise/core/messages';
import type { AppEnv } from './app-env.ts';
import { errorResponse } from './on-error.ts';

/** Whether any string in a parsed JSON value (keys included) holds a NUL. */
function jsonHasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(jsonHasNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || jsonHasNul(inner));
  }
  return false;
}

/** A body's text: a NUL in it raw, or in any string of it once read as JSON (where it is written \u0000). */
function textHasNul(text: string): boolean {
  if (text.includes('\u0000')) return true;
  try {
    return jsonHasNul(JSON.parse(text));
  } catch {
    // Not JSON: the route's validator says so in its own words.
    return false;
  }
}

/**
 * PostgreSQL text cannot hold a NUL character; a NUL anywhere in a request's text (the address, a JSON
 * body, a form field or a file name) is refused here, in one place, before any route stores part of it,
 * rather than failing halfway as a 500. Photo bytes are not text and are not looked at. The bodies read
 * here are cached by Hono, so the route's validator does not read them again.
 */
export const refuseNul = createMiddleware<AppEnv>(async (c, next) => {
  const refuse = () => errorResponse(c, 400, 'BAD_REQUEST', REQUEST_MESSAGES.nulCharacter);
  if (/%00/.test(c.req.url) || c.req.url.includes('\u0000')) return refuse();
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json') || type === 'text/plain') {
    if (textHasNul(await c.req.text())) return refuse();
  } else if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      // Not readable as a form: the route's validator says so in its own words.
      return next();
    }
    let found = false;
    form.forEach((value, key) => {
      const text = typeof value === 'string' ? value : value.name;
      if (key.includes('\u0000') || text.includes('\u0000')) found = true;
    });
    if (found) return refuse();
  }
  return next();
});
