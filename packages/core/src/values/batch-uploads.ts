// The browser's side of the bulk queue: how the photos of a batch are sent (one request per item, see
// docs/architecture.md, "Bulk photo queue") and what a person is told about them. Plain values: the
// progress dialog reads them at its first render.

/** Items sent at the same time from one device: one photo is resized while the others upload. */
export const UPLOAD_CONCURRENCY = 3;

/**
 * A dropped connection, a 5xx or a 429 is tried again with exponential back-off and jitter: six tries
 * over about a minute, so a phone walking through a basement keeps its batch.
 */
export const UPLOAD_RETRY = { attempts: 6, baseMs: 1_000, maxMs: 30_000 } as const;

/** Default grouping of a grouped batch: photos taken within this long of the previous one are one item. */
export const GROUP_GAP_MS = 20_000;

export const UPLOAD_MESSAGES = {
  /** core-app.md section 8: "Network connection failed after N attempts..." */
  failedAfter: (attempts: number) =>
    `Network connection failed after ${attempts} attempts. Please check your internet connection and try again.`,
  /** core-app.md section 8: "No internet connection detected..." */
  offline: 'No internet connection detected. Uploads continue when the connection is back.',
  retrying: 'Connection lost: trying again',
  leaveWarning: 'Photos are still uploading. Leaving this page stops them.',
} as const;
