import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ToursApi } from '../hooks/use-tours';
import { waitForTourTarget } from '../lib/find-tour-target';
import { stepLocation } from '../lib/step-location';
import { SkipTourDialog } from './skip-tour-dialog';
import { TourCard } from './tour-card';
import { TourSpotlight } from './tour-spotlight';

/**
 * Runs the current tour: for each step it goes to the step's page and overlays once (the person may then
 * move about freely), waits for the step's element, scrolls it into view and points at it.
 */
export function TourHost({ tours }: { tours: ToursApi }) {
  const { progress, dispatch, current: tour, suggestAfter, start } = tours;
  const running = progress.status === 'running' && tour !== undefined;
  const step = progress.currentStep;
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<{ key: string; element: Element | null } | null>(null);
  const [asking, setAsking] = useState(false);
  const stepKey = running ? `${tour.id}:${step}` : null;

  // Once per step: go where it shows, then find what it points at.
  useEffect(() => {
    if (!running) return;
    const definition = tour.steps[step]!;
    const to = stepLocation(definition, window.location);
    if (to) void navigate(to, { replace: definition.path === undefined });
    const waiting = new AbortController();
    void waitForTourTarget(definition.target, waiting.signal).then((element) => {
      if (waiting.signal.aborted) return;
      element?.scrollIntoView({ block: 'center', behavior: 'auto' });
      setAnchor({ key: `${tour.id}:${step}`, element });
    });
    return () => waiting.abort();
    // The step alone decides where to go; later moves by the person do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepKey]);

  if (!running || anchor?.key !== stepKey) return null;
  const element = anchor.element?.isConnected ? anchor.element : null;
  const last = step === tour.steps.length - 1;
  return (
    <>
      {element && <TourSpotlight element={element} />}
      {/* While "Skip this tour?" is asked, the card steps aside so the question is the one thing to answer. */}
      {!asking && (
        <TourCard
          tour={tour}
          step={step}
          anchor={element}
          onBack={() => dispatch({ type: 'back' })}
          onNext={() => {
            const next = last ? suggestAfter(tour.id) : undefined;
            dispatch({ type: 'next' });
            if (!last) return;
            toast.success(`Tour completed: ${tour.title}`, {
              action: next ? { label: `Next: ${next.title}`, onClick: () => start(next.id) } : undefined,
            });
          }}
          onClose={() => setAsking(true)}
        />
      )}
      <SkipTourDialog
        open={asking}
        tourTitle={tour.title}
        onSkip={() => {
          setAsking(false);
          dispatch({ type: 'skip' });
        }}
        onPause={() => {
          setAsking(false);
          dispatch({ type: 'pause' });
        }}
      />
    </>
  );
}
