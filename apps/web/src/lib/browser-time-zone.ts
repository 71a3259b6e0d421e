/** The zone the browser is in ("America/Chicago"), UTC when it cannot say. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
