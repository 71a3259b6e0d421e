import { useEffect, useRef } from 'react';
import { TriangleAlertIcon } from 'lucide-react';
import type { LabelCheck } from '@tagwise/core/schemas/labels';
import { LABEL_MESSAGES } from '@tagwise/core/values/labels';
import { UndrawableTexts } from '@/components/undrawable-texts';

/**
 * What the operator should know before the tags are made: items without a price yet (their tags get a
 * blank) and names with characters the tags cannot show. Takes the focus when it appears, so a keyboard
 * or screen reader user hears it before choosing to print anyway or go back.
 */
export function PrintTagsWarnings({ check }: { check: LabelCheck }) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby="print-tags-warnings-heading"
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p
        id="print-tags-warnings-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-medium outline-none"
      >
        <TriangleAlertIcon aria-hidden className="size-4 shrink-0" />
        Before you print
      </p>
      {check.unpriced > 0 && <p>{LABEL_MESSAGES.unpriced(check.unpriced, check.count)}</p>}
      {check.undrawableCount > 0 && (
        <UndrawableTexts
          message={LABEL_MESSAGES.undrawable(check.undrawableCount)}
          texts={check.undrawable}
          count={check.undrawableCount}
        />
      )}
    </div>
  );
}
