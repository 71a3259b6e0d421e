import { useCallback, useId, useMemo } from 'react';
import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import type { Tour } from '../lib/tours';

/** Where a step without an element on screen shows: the upper middle of the window. */
const centre = {
  getBoundingClientRect: () => new DOMRect(window.innerWidth / 2, window.innerHeight * 0.3, 0, 0),
};
/** Where a step whose element leaves no room beside it shows: low in the window, over the element. */
const low = {
  getBoundingClientRect: () => new DOMRect(window.innerWidth / 2, window.innerHeight - 16, 0, 0),
};
// Roughly the card's size with a long step, to choose a side it fits on (the card also never grows past the
// room it has: see its max height).
const CARD = { width: 336, height: 340 };

type Placement = { side: 'top' | 'right' | 'bottom' | 'left'; over?: boolean };

/** The side of the element with room for the card (below first); none for a large element such as a dialog. */
function placementFor(anchor: Element): Placement {
  const rect = anchor.getBoundingClientRect();
  const room = {
    bottom: window.innerHeight - rect.bottom,
    top: rect.top,
    right: window.innerWidth - rect.right,
    left: rect.left,
  };
  if (room.bottom >= CARD.height) return { side: 'bottom' };
  if (room.top >= CARD.height) return { side: 'top' };
  if (room.right >= CARD.width) return { side: 'right' };
  if (room.left >= CARD.width) return { side: 'left' };
  return { side: 'top', over: true };
}

/**
 * One step of a running tour, next to its element (or in the middle of the screen). Not modal: the page
 * stays usable. Focus moves to the step's title on each step, so a screen reader reads it; Escape and the
 * close button ask whether to skip.
 */
export function TourCard({
  tour,
  step,
  anchor,
  onBack,
  onNext,
  onClose,
}: {
  tour: Tour;
  step: number;
  anchor: Element | null;
  onBack: () => void;
  onNext: () => void;
  onClose: () => void;
}) {
  const { title, body } = tour.steps[step]!;
  const last = step === tour.steps.length - 1;
  const titleId = useId();
  const bodyId = useId();
  const placement = useMemo<Placement>(() => (anchor ? placementFor(anchor) : { side: 'bottom' }), [anchor]);
  const virtualRef = useMemo(
    () => ({ current: anchor && !placement.over ? anchor : placement.over ? low : centre }),
    [anchor, placement],
  );
  // A new function per step, so React calls it again when the step changes (the content mounts late,
  // in a portal, so an effect here would find no heading yet).
  const focusTitle = useCallback(
    (node: HTMLHeadingElement | null) => node?.focus({ preventScroll: true }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tour.id, step],
  );

  return (
    <Popover open>
      <PopoverAnchor virtualRef={virtualRef} />
      <PopoverContent
        data-tour-ui
        side={placement.side}
        align={anchor && !placement.over ? 'start' : 'center'}
        sideOffset={anchor && !placement.over ? 12 : 0}
        updatePositionStrategy="always"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="z-[60] grid max-h-[var(--radix-popover-content-available-height)] w-80 gap-3 overflow-y-auto"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          onClose();
        }}
      >
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs font-medium text-muted-foreground">
            {tour.title} · Step {step + 1} of {tour.steps.length}
          </p>
          <Button variant="ghost" size="icon" className="-mr-2 size-8" onClick={onClose}>
            <XIcon aria-hidden />
            <span className="sr-only">Close tour</span>
          </Button>
        </div>
        <div aria-hidden className="h-1 overflow-hidden rounded-full bg-muted">
          <div className="h-full bg-primary" style={{ width: `${((step + 1) / tour.steps.length) * 100}%` }} />
        </div>
        <h2 id={titleId} ref={focusTitle} tabIndex={-1} className="font-semibold outline-none">
          {title}
        </h2>
        <p id={bodyId} className="text-muted-foreground">
          {body}
        </p>
        <div className="flex justify-end gap-2">
          {step > 0 && (
            <Button variant="outline" size="sm" onClick={onBack}>
              Back
            </Button>
          )}
          <Button size="sm" onClick={onNext}>
            {last ? 'Finish' : 'Next'}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
