/** "18 November 2026" from "2026-11-18", the same on the server (prerender) and in every browser. */
export function formatPostDate(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}
