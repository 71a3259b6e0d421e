import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon, ChevronUpIcon, ListChecksIcon, PauseIcon, PlayIcon } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Batch } from '@tagwise/core/schemas/batches';
import { BATCH_MESSAGES, canPause, canResume } from '@tagwise/core/values/batches';
import { Button } from '@/components/ui/button';
import { announceCreditsExhausted } from '@/lib/credits-exhausted';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { OVERLAY_PARAMS, useOpenOverlay } from '@/lib/overlays';
import { useChangeBatch } from '../api/change-batch';
import { collapsedLine, etaText, isFinished, progressText, resultText } from '../lib/queue-display';
import { useWidgetCollapsed } from '../lib/widget-store';
import { BatchProgress } from './batch-progress';
import { BatchStatusBadge } from './batch-status-badge';

/** Pause or resume from the widget; a refusal (the batch moved on meanwhile) gets the spec's message. */
function PauseResumeButton({ batch }: { batch: Batch }) {
  const change = useChangeBatch();
  const action = canPause(batch.status) ? 'pause' : canResume(batch.status) ? 'resume' : null;
  if (!action) return null;
  const label = action === 'pause' ? 'Pause' : 'Resume';
  const Icon = action === 'pause' ? PauseIcon : PlayIcon;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={change.isPending}
      onClick={() =>
        change.mutate({ batchId: batch.id, action }, { onError: () => toast.error(BATCH_MESSAGES.actionFailed) })
      }
    >
      {change.isPending ? <Spinner /> : <Icon aria-hidden />}
      {label}
      <span className="sr-only"> {batch.name}</span>
    </Button>
  );
}

function WidgetRow({ batch, onDismiss }: { batch: Batch; onDismiss: () => void }) {
  const openOverlay = useOpenOverlay();
  const finished = isFinished(batch.status);
  const eta = finished ? null : etaText(batch.estimatedCompletionTime);
  const reason = (batch.status === 'blocked' || batch.status === 'paused') && batch.blockedReason;
  return (
    <li className="grid gap-1.5 px-3 py-2.5">
      <div className="flex min-w-0 items-center justify-between gap-2">
        <p className="truncate text-sm font-medium" title={batch.name}>
          {batch.name}
        </p>
        <BatchStatusBadge status={batch.status} />
      </div>
      {finished ? (
        <p className="text-xs text-muted-foreground">{resultText(batch)}</p>
      ) : (
        <>
          <BatchProgress batch={batch} className="h-1.5" />
          <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
            <span className="tabular-nums">
              {progressText(batch)} · {batch.completionPercentage}%
            </span>
            {eta && <span>{eta}</span>}
          </p>
        </>
      )}
      {reason && (
        <p className={batch.status === 'blocked' ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
          {reason}
        </p>
      )}
      <div className="-ml-2 flex flex-wrap items-center gap-1">
        <Button variant="ghost" size="sm" onClick={() => openOverlay(OVERLAY_PARAMS.batch, batch.id)}>
          Details<span className="sr-only"> of {batch.name}</span>
        </Button>
        <PauseResumeButton batch={batch} />
        {batch.status === 'blocked' && (
          <Button variant="ghost" size="sm" onClick={announceCreditsExhausted}>
            Get more credits
          </Button>
        )}
        {finished && (
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            Dismiss<span className="sr-only"> {batch.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The floating queue widget (core-app.md section 2): bottom right, collapsible, the active batches and the
 * ones that ended while the page was open, each with its progress, and Dismiss for those that ended. It
 * starts collapsed to one line that says what matters (a blocked batch and why, else the count and time
 * left), and opens only when the person asks. It never takes focus. It never covers the page: on a wide
 * screen it docks in a column the page's content keeps clear of; on a narrower one the page keeps room for it
 * at its end, and scrolling to a focused control keeps that control above it.
 */
/** The docked card's column on a wide screen: its width (lg:w-80), its place from the edge and a gap. */
const QUEUE_DOCK = '23rem';

export default function QueueWidget({
  batches,
  onDismiss,
}: {
  batches: Batch[];
  onDismiss: (batches: Batch[]) => void;
}) {
  const [collapsed, setCollapsed] = useWidgetCollapsed();
  const bodyId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = card.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // On a wide screen the card docks in a column of its own at the right: the page's content keeps out of
    // it (the signed-in shell's main), so no price or button ever passes under it as the page scrolls.
    root.style.setProperty('--queue-dock', QUEUE_DOCK);
    const observer = new ResizeObserver(() => {
      setHeight(element.offsetHeight);
      // What else floats at the bottom (the selected-items bar, the tour offer) sits above the card, and
      // tabbing to a control, or a page scrolling one into view, stops above it (index.css).
      root.style.setProperty('--queue-widget-inset', `${element.offsetHeight + 8}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--queue-widget-inset');
      root.style.removeProperty('--queue-dock');
    };
  }, []);

  const finished = batches.filter((batch) => isFinished(batch.status));
  const line = collapsedLine(batches);
  // A dismissed row's button goes away: keep the keyboard in the widget rather than at the page's start.
  const dismissAndKeepFocus = (dismissed: Batch[]) => {
    onDismiss(dismissed);
    if (dismissed.length < batches.length) toggle.current?.focus();
  };

  return (
    <>
      {/* Below the wide layout the card floats over the page's bottom edge: the page keeps room for it at its end. */}
      <div aria-hidden className="lg:hidden" style={{ height: height ? height + 24 : 0 }} />
      <aside
        ref={card}
        aria-label="Bulk queue"
        data-tour="queue-widget"
        className="fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-30 overflow-hidden rounded-xl border bg-background shadow-lg sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96 lg:w-80"
      >
        <div className="flex items-center gap-2 py-1.5 pr-1.5 pl-3">
          <ListChecksIcon className="size-4 shrink-0 text-primary" aria-hidden />
          {/* On a phone and in the narrower docked card the collapsed line needs the width; the heading stays
              for screen readers. */}
          <h2 className={cn('text-sm font-semibold whitespace-nowrap', collapsed && 'max-sm:sr-only lg:sr-only')}>
            Bulk queue <span className="font-normal text-muted-foreground tabular-nums">({batches.length})</span>
          </h2>
          {collapsed && (
            <span
              className={cn('min-w-0 truncate text-xs', line.alert ? 'text-destructive' : 'text-muted-foreground')}
              title={line.text}
            >
              {line.text}
            </span>
          )}
          <div className="ml-auto flex shrink-0 items-center">
            {(!collapsed || finished.length === batches.length) && finished.length > 0 && (
              <Button variant="ghost" size="sm" onClick={() => dismissAndKeepFocus(finished)}>
                {finished.length === batches.length ? 'Dismiss all' : 'Dismiss finished'}
              </Button>
            )}
            <Button
              ref={toggle}
              variant="ghost"
              size="icon"
              aria-expanded={!collapsed}
              aria-controls={bodyId}
              aria-label={collapsed ? 'Expand bulk queue' : 'Collapse bulk queue'}
              onClick={() => setCollapsed(!collapsed)}
            >
              {collapsed ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />}
            </Button>
          </div>
        </div>
        <div id={bodyId} hidden={collapsed} className="border-t">
          <ul
            className="max-h-[min(32dvh,22rem)] sm:max-h-[min(45dvh,22rem)] divide-y overflow-y-auto"
            aria-label="Queued batches"
          >
            {batches.map((batch) => (
              <WidgetRow key={batch.id} batch={batch} onDismiss={() => dismissAndKeepFocus([batch])} />
            ))}
          </ul>
          <div className="border-t px-3 py-2 text-right">
            <Link
              to="/queue"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
            >
              All batches
            </Link>
          </div>
        </div>
      </aside>
    </>
  );
}
