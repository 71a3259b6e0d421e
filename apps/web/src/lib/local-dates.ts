import { onFirstUse } from '@tagwise/core/values/on-first-use';

// Dates as the person's own browser writes them (their language and time zone). Each format is made on
// its first use, not when a page's code loads: the first Intl format a page makes starts the browser's
// locale data, which would otherwise land in the page's start-up (decision 0020).
const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));
const dateTimeFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);
const timeFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }));

/** "Nov 27, 2026" in the browser's language. */
export const formatLocalDate = (iso: string) => dateFormat().format(new Date(iso));
/** "Nov 27, 2026, 7:05 AM" in the browser's language. */
export const formatLocalDateTime = (iso: string) => dateTimeFormat().format(new Date(iso));
/** "7:05 AM" for a moment of today, else the date with it, in the browser's language. */
export const formatLocalMoment = (iso: string) =>
  new Date(iso).toDateString() === new Date().toDateString()
    ? timeFormat().format(new Date(iso))
    : formatLocalDateTime(iso);
