import { AppError } from '@tagwise/core/errors';
import { LISTING_MESSAGES, listingRefusalText } from '@tagwise/core/values/estatesales-listing';
import { EstateSalesError } from '../../integrations/estatesales/client.ts';

/** A failure the site caused or reported, with what it said: the routes answer it in the spec's envelope. */
export class ListingSiteError extends AppError {
  /** What the site answered (0 when it did not answer). */
  readonly siteStatus: number;
  readonly helpUrl: string | null;
  constructor(
    code: 'BAD_REQUEST' | 'SERVICE_UNAVAILABLE' | 'GATEWAY_TIMEOUT',
    message: string,
    siteStatus: number,
    helpUrl: string | null,
    options?: { cause?: unknown },
  ) {
    super(code, message, options);
    this.siteStatus = siteStatus;
    this.helpUrl = helpUrl;
  }
}

/** What a failed publish, update or unpublish tells the person, and what the project keeps of it. */
export interface ListingFailure {
  /** Stored as the listing's last error and shown beside it. */
  text: string;
  /** The site's help link for it, when it gave one. */
  helpUrl: string | null;
  /** The site's own status (0 when it never answered). */
  siteStatus: number;
  error: AppError;
}

const siteError = (
  code: 'BAD_REQUEST' | 'SERVICE_UNAVAILABLE' | 'GATEWAY_TIMEOUT',
  text: string,
  error: EstateSalesError,
  helpUrl: string | null,
) => new ListingSiteError(code, text, error.status, helpUrl, { cause: error });

/**
 * The site's refusal in its own words (with its help link), else its status and answer, as core-app.md
 * section 8 says; a refused key, no answer or a slow one in ours. Anything else is our fault and stays a
 * 500 with the generic message.
 */
export function listingFailure(error: unknown): ListingFailure | null {
  if (!(error instanceof EstateSalesError)) return null;
  const helpUrl = error.helpUrl ?? null;
  switch (error.kind) {
    case 'key': {
      const text = LISTING_MESSAGES.keyRefused;
      return { text, helpUrl, siteStatus: error.status, error: siteError('BAD_REQUEST', text, error, helpUrl) };
    }
    case 'refused': {
      const text = listingRefusalText(error.status, error.userFriendlyMessage ?? null, error.body ?? null);
      return { text, helpUrl, siteStatus: error.status, error: siteError('BAD_REQUEST', text, error, helpUrl) };
    }
    case 'timeout':
      return {
        text: LISTING_MESSAGES.timedOut,
        helpUrl: null,
        siteStatus: 0,
        error: siteError('GATEWAY_TIMEOUT', LISTING_MESSAGES.timedOut, error, null),
      };
    case 'unreachable':
      return {
        text: LISTING_MESSAGES.unreachable,
        helpUrl: null,
        siteStatus: error.status,
        error: siteError('SERVICE_UNAVAILABLE', LISTING_MESSAGES.unreachable, error, null),
      };
  }
}

/** listingFailure's answer, or for an error of ours (a bug, the database) the fallback text, kept as a 500. */
export function anyListingFailure(error: unknown, fallback: string): ListingFailure {
  return (
    listingFailure(error) ?? {
      text: fallback,
      helpUrl: null,
      siteStatus: 0,
      error: error instanceof AppError ? error : new AppError('INTERNAL', fallback, { cause: error }),
    }
  );
}
