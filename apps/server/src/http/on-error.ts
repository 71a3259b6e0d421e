import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, GENERIC_ERROR_MESSAGE, type ErrorCode } from '@tagwise/core/errors';
import { REQUEST_MESSAGES } from '@tagwise/core/messages';
import type { AppEnv } from './app-env.ts';

const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const PEOPLE_FACING_5XX: ReadonlySet<ErrorCode> = new Set(['BAD_GATEWAY', 'SERVICE_UNAVAILABLE', 'GATEWAY_TIMEOUT']);

/**
 * Refusals that may come before the request body was read (too large, wrong type): the connection is
 * closed after the answer, or the unread rest of the body would be taken for the client's next request.
 */
const BODY_LEFT_UNREAD: ReadonlySet<number> = new Set([413, 415]);

export function errorResponse(c: Context, status: number, code: ErrorCode, message: string) {
  if (BODY_LEFT_UNREAD.has(status)) c.header('Connection', 'close');
  return c.json({ error: { code, message } }, status as ContentfulStatusCode);
}

/** What a path no route answers gets; a route that hides itself from someone answers the same. */
export const noSuchEndpoint = (c: Context) =>
  errorResponse(c, 404, 'NOT_FOUND', `No API endpoint at ${c.req.method} ${c.req.path}`);

/**
 * The one place an exception becomes a response. Known errors keep their message (written for the
 * person reading it); anything unexpected is logged with the request id and answered generically,
 * so no stack trace or internal detail ever reaches the browser.
 */
/**
 * PostgreSQL's codes for text it cannot store: a NUL byte in text (22021) or in JSON (22P05). The request
 * middleware refuses NULs first; this keeps any path it does not see from becoming a 500.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
const databaseCode = (err: Error) =>
  (err.cause as { code?: unknown } | undefined)?.code ?? (err as { code?: unknown }).code;

export function onError(err: Error, c: Context<AppEnv>) {
  if (UNSTORABLE_TEXT.has(String(databaseCode(err)))) {
    return errorResponse(c, 400, 'BAD_REQUEST', REQUEST_MESSAGES.nulCharacter);
  }
  if (err instanceof AppError) {
    if (err.status >= 500) c.var.logger.error('request failed', { err, code: err.code });
    // 502, 503 and 504 are raised on purpose with a message for people (a service we depend on failed,
    // is down or too slow); other 5xx messages may describe our internals and stay in the log.
    const shown = err.status >= 500 && !PEOPLE_FACING_5XX.has(err.code) ? GENERIC_ERROR_MESSAGE : err.message;
    return errorResponse(c, err.status, err.code, shown);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const code = CODE_FOR_STATUS[err.status] ?? 'BAD_REQUEST';
    return errorResponse(c, err.status, code, err.message || code);
  }
  c.var.logger.error('unexpected error', { err });
  return errorResponse(c, 500, 'INTERNAL', GENERIC_ERROR_MESSAGE);
}
