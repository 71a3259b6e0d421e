import type { ReactNode } from 'react';

/**
 * One panel of the dashboard: a heading, what the figures mean, the chart, and the table with the same
 * figures (data as a table for everyone, and for screen readers first of all).
 */
export function DataSection({
  id,
  title,
  description,
  chart,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  chart?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <div className="text-sm text-muted-foreground">{description}</div>}
      </div>
      {chart ? (
        // Side by side where there is room: the chart, and the table with the same figures.
        <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <div className="min-w-0">{chart}</div>
          <div className="min-w-0">{children}</div>
        </div>
      ) : (
        children
      )}
    </section>
  );
}
