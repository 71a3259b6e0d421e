import { TriangleAlertIcon } from 'lucide-react';

/** What stands in the way of final figures (double sales to resolve, pickups waiting), one line each. */
export function NotSettledWarnings({ label, warnings }: { label: string; warnings: (string | false)[] }) {
  const shown = warnings.filter((w): w is string => Boolean(w));
  if (shown.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={label}>
      {shown.map((warning) => (
        <li
          key={warning}
          className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {warning}
        </li>
      ))}
    </ul>
  );
}
