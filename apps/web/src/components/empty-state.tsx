import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** The message a list shows when it has nothing in it yet: what goes here, and how it gets there. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary">
        <Icon className="size-6 text-primary" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="max-w-md text-sm text-muted-foreground">{children}</div>
    </section>
  );
}
