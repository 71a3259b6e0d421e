// One error vocabulary for server and browser: the server's onError turns an AppError into
// `{ error: { code, message } }` with the status below, and the web client rebuilds the same class
// from that body, so both sides branch on codes rather than on status numbers or message text.

export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  /** Out of AI credits: the browser opens the purchase-credits modal. */
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** A third-party service (AI provider) answered with an error or nonsense. */
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  /** A third-party service did not answer in time. */
  GATEWAY_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** Reads `{ error: { code, message } }` from an unknown JSON body; null when it is not that shape. */
export function parseErrorBody(body: unknown): ErrorBody['error'] | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = body.error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (!isErrorCode(code) || typeof message !== 'string') return null;
  return { code, message };
}
