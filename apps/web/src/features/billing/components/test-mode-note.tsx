import { FlaskConicalIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Said wherever the built-in test provider takes a "payment": nothing real is charged. */
export function TestModeNote({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
        className,
      )}
    >
      <FlaskConicalIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>Test mode.</strong> This server takes no real payments: no card is charged; the test cards stand in for
        a real payment.
      </span>
    </p>
  );
}
