import { AppError, parseErrorBody } from '@tagwise/core/errors';
import { APP_MESSAGES } from '@tagwise/core/messages';

/** Fired when the server answers 401: the session watcher re-checks the session and explains. */
export const UNAUTHORIZED_EVENT = 'tagwise:unauthorized';

/**
 * fetch for our own API: same-origin cookies, JSON both ways, and every failure turned into an AppError
 * carrying the server's code and user-facing message (or the spec's network message when the request
 * never got an answer).
 */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await send(path, init, 'application/json');
  } catch (cause) {
    throw new AppError('SERVICE_UNAVAILABLE', APP_MESSAGES.networkFailed, { cause });
  }
  if (res.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  if (!res.ok) throw await toAppError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** One request to our own API: same-origin cookies, and a JSON body when given one. */
function send(path: string, init: RequestInit & { json?: unknown }, accept?: string) {
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  if (accept) h.set('accept', accept);
  if (json !== undefined) h.set('content-type', 'application/json');
  return fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: h,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
}

/**
 * A file from our own API (a PDF, say): the same cookies and errors as apiFetch, the body as a Blob and
 * the file name the server suggests.
 */
export async function apiDownload(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ blob: Blob; filename: string | null; headers: Headers }> {
  try {
    const res = await send(path, init);
    if (res.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    if (!res.ok) throw await toAppError(res);
    const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
    return { blob: await res.blob(), filename, headers: res.headers };
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    throw new AppError('SERVICE_UNAVAILABLE', APP_MESSAGES.networkFailed, { cause });
  }
}

async function toAppError(res: Response): Promise<AppError> {
  return appErrorFrom(res.status, await res.json().catch(() => null));
}

function appErrorFrom(status: number, body: unknown): AppError {
  const parsed = parseErrorBody(body);
  if (parsed) return new AppError(parsed.code, parsed.message);
  if (status >= 500) return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
  return new AppError('BAD_REQUEST', `Request failed (${status})`);
}

/**
 * An upload to our own API (a multipart form, or one file as the raw body) that reports how much has been
 * sent: fetch cannot tell upload progress, which is what a person on a slow basement connection wants to
 * see. Same errors as apiFetch.
 */
export function apiUpload<T>(
  path: string,
  body: FormData | Blob,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as T);
      else reject(appErrorFrom(xhr.status, xhr.response));
    });
    xhr.addEventListener('error', () => reject(new AppError('SERVICE_UNAVAILABLE', APP_MESSAGES.networkFailed)));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * Server errors whose message is written for people: a service we depend on failed, is down or too slow
 * (the server sends a generic text for any other 5xx), and the network message for a request that never
 * got an answer.
 */
const PEOPLE_FACING_5XX = new Set(['BAD_GATEWAY', 'SERVICE_UNAVAILABLE', 'GATEWAY_TIMEOUT']);

/**
 * What to tell a person when a request failed: the server's own message when it refused the request or
 * names what failed (it is written for people), otherwise the feature's fallback.
 */
export const failureMessage = (error: unknown, fallback: string) =>
  error instanceof AppError && (error.status < 500 || PEOPLE_FACING_5XX.has(error.code)) ? error.message : fallback;
