import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/**
 * A small card at the bottom of the screen (the Install prompt and Update Available cards): bottom left on
 * a large screen, across the bottom of a phone, above the floating queue widget when it is there. It never
 * takes focus: the person is in the middle of something.
 */
export function FloatingCard({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const id = useId();
  return (
    <aside aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border bg-background p-4 shadow-lg">
      <div className="flex gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary">
          <Icon className="size-5 text-primary" aria-hidden />
        </span>
        <div className="grid gap-1 text-sm">
          <h2 id={`${id}-title`} className="font-semibold">
            {title}
          </h2>
          {children}
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">{actions}</div>
    </aside>
  );
}

/** Where the floating cards stack; polite, so a card that appears is read out without interrupting. */
export function FloatingCards({ children }: { children: ReactNode }) {
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 bottom-[calc(0.75rem+var(--queue-widget-inset,0px))] z-40 grid gap-2 *:pointer-events-auto sm:inset-x-auto sm:bottom-[calc(1.5rem+var(--queue-widget-inset,0px))] sm:left-6 sm:w-80"
    >
      {children}
    </div>
  );
}
