const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Sat, Dec 5" for a sale day (YYYY-MM-DD, a date where the sale is: shown as written, in no zone). */
export const dayLabel = (day: string) => DAY.format(new Date(`${day}T12:00:00Z`));

/** The day the screen opens on: today when it is one of the sale's, else the last day with sales, else all. */
export function openingDay(summary: { days: string[]; today: string; byDay: { day: string }[] }): string | null {
  if (summary.days.includes(summary.today)) return summary.today;
  return summary.byDay.at(-1)?.day ?? null;
}

/** The Day list: the sale's days and the days with sales or refunds, and today, so a drawer can be counted today. */
export const dayOptions = ({ days, today }: { days: string[]; today: string }) => [...new Set([...days, today])].sort();
