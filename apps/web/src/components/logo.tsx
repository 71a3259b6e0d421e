import { cn } from '@/lib/cn';

/** The Tagwise mark (a price tag) and word. Decorative mark; the word carries the name. */
export function Logo({ className, showWord = true }: { className?: string; showWord?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="7" className="fill-primary" />
        <path
          d="M9 9h9.5l5.5 5.5-9.5 9.5L9 18.5z"
          fill="none"
          stroke="white"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
        <circle cx="13.5" cy="13.5" r="1.8" fill="white" />
      </svg>
      {showWord && <span className="text-lg">Tagwise</span>}
    </span>
  );
}
