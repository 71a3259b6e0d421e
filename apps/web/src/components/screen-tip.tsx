import { useId, useRef, type ReactNode } from 'react';
import { LightbulbIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOnboardingPreferences } from '@/lib/onboarding-preferences';
import type { ScreenTipId } from '@/lib/screen-tip-ids';
import { useScreenTip, useTipsCookie } from '@/lib/screen-tips';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]';

/** Where focus goes when the tip it was in goes away: the next control after it, else the one before. */
function neighbour(tip: HTMLElement): HTMLElement | undefined {
  const scope = tip.closest<HTMLElement>('[role="dialog"]') ?? document.body;
  const candidates = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !tip.contains(el) && el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
  const after = candidates.find((el) => tip.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  return after ?? candidates.findLast((el) => tip.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING);
}

/**
 * A short help tip in the flow of a screen a new person meets first (never over its content, so it covers
 * nothing on a phone). Shown while help tips are on (Settings: Show help tips) until the person dismisses
 * it; the dismissal is theirs, kept in this browser. A region named by its title, so a screen reader can
 * find it and skip it; after Got it, focus moves on to the next control instead of being lost.
 */
export function ScreenTip({
  id,
  title,
  children,
  className,
}: {
  id: ScreenTipId;
  title: string;
  children: ReactNode;
  /** Its margins where it sits. */
  className?: string;
}) {
  const { helpTipsEnabled } = useOnboardingPreferences();
  const tip = useScreenTip(id);
  useTipsCookie(helpTipsEnabled);
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  if (!helpTipsEnabled || tip.dismissed) return null;
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      data-screen-tip={id}
      className={`flex items-start gap-3 rounded-lg border bg-secondary/60 p-3 text-sm ${className ?? ''}`}
    >
      <LightbulbIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      {/* Side by side where there is room; on a phone Got it goes under the text, which keeps its width. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-start justify-end gap-x-3 gap-y-2">
        <div className="grid min-w-0 flex-1 basis-64 gap-0.5">
          <p id={titleId} className="font-medium">
            Tip: {title}
          </p>
          <p className="text-muted-foreground">{children}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          // The visible words first (what voice control users say), then what it does.
          aria-label="Got it, hide this tip"
          onClick={() => {
            const node = ref.current;
            if (node?.contains(document.activeElement)) neighbour(node)?.focus({ preventScroll: true });
            tip.dismiss();
          }}
        >
          Got it
        </Button>
      </div>
    </section>
  );
}
