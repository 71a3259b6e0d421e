import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ToursApi } from '../hooks/use-tours';
import { waitForTourTarget } from '../lib/find-tour-target';
import { stepLocation } from '../lib/step-location';
import { SkipTourDialog } from './skip-tour-dialog';
import { TourCard } from './tour-card';
import { TourSpotlight } from './tour-spotlight';

type Anchor = { key: string; element: Element | null; at: string };

/**
 * Runs the current tour: when the tour moves to a step (Start, Next, Back, Resume) it goes to the step's
 * page and overlays once (the person may then move about freely), waits for the step's element, scrolls it
 * into view and points at it. A tour never leads the person anywhere they did not ask it to, and never
 * shows a card that points at nothing: a step whose element is not on the page the tour brought them to
 * is passed over; a tour found running when a page loads (a reload, another tab) does not pull the person
 * back to its page, and one whose element is not on the page they are on, or have moved to, pauses: the
 * corner offer brings it back when they want it.
 */
export function TourHost({ tours }: { tours: ToursApi }) {
  const { progress, dispatch, current: tour, suggestAfter, start } = tours;
  const running = progress.status === 'running' && tour !== undefined;
  const step = progress.currentStep;
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const [asking, setAsking] = useState(false);
  const stepKey = running ? `${tour.id}:${step}` : null;
  /** True until the first step this page shows: that one was not moved to by the person here. */
  const loadedRunning = useRef(running);

  // Once per step: go where it shows, then find what it points at.
  useEffect(() => {
    if (!running) return;
    const definition = tour.steps[step]!;
    const movedHere = !loadedRunning.current;
    loadedRunning.current = false;
    const to = movedHere ? stepLocation(definition, window.location) : null;
    if (to) void navigate(to, { replace: definition.path === undefined });
    const waiting = new AbortController();
    void waitForTourTarget(definition.target, waiting.signal).then((element) => {
      if (waiting.signal.aborted) return;
      if (definition.target?.length && !element) {
        dispatch({ type: movedHere ? 'next' : 'pause' });
        return;
      }
      element?.scrollIntoView({ block: 'center', behavior: 'auto' });
      setAnchor({ key: `${tour.id}:${step}`, element, at: `${window.location.pathname}${window.location.search}` });
    });
    return () => waiting.abort();
    // The step alone decides where to go; later moves by the person do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepKey]);

  // The person went elsewhere during a step: its element may be on the new page too (the navigation, the
  // account menu); when it is not, the tour pauses instead of pointing at nothing or standing in the way.
  useEffect(() => {
    if (!running || anchor?.key !== stepKey || anchor.at === here || !tour.steps[step]?.target?.length) return;
    const waiting = new AbortController();
    void waitForTourTarget(tour.steps[step].target, waiting.signal, 1000).then((element) => {
      if (waiting.signal.aborted) return;
      if (element) setAnchor({ key: anchor.key, element, at: here });
      else dispatch({ type: 'pause' });
    });
    return () => waiting.abort();
  }, [here, anchor, stepKey, running, tour, step, dispatch]);

  if (!running || anchor?.key !== stepKey) return null;
  const element = anchor.element?.isConnected ? anchor.element : null;
  // Between a page change and the check above: no card pointing at what has gone.
  if (anchor.element && !element) return null;
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
