import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ToursApi } from '../hooks/use-tours';
import { waitForTourTarget } from '../lib/find-tour-target';
import { stepLocation } from '../lib/step-location';
import type { Tour, TourPlace } from '../lib/tours';
import { SkipTourDialog } from './skip-tour-dialog';
import { TourCard } from './tour-card';
import { TourSpotlight } from './tour-spotlight';

type Anchor = { key: string; element: Element | null; at: string };

/** How long a standalone step shown in the middle still looks for its element. */
const LATE_TARGET_MS = 10_000;
/** How long a standalone step on the page already shown waits for its element (an overlay opening). */
const SHORT_WAIT_MS = 600;

/** Finds the page of a step's `place` in the person's data (the app knows the data); null when there is none. */
export type FindTourPlace = (place: TourPlace, pathname: string) => Promise<string | null>;

/**
 * Runs the current tour: when the tour moves to a step (Start, Next, Back, Resume) it goes to the step's
 * page and overlays once (the person may then move about freely), waits for the step's element, scrolls it
 * into view and points at it. A tour never leads the person anywhere they did not ask it to, and never
 * shows a card that points at nothing: a step whose element is not on the page the tour brought them to
 * is passed over (in the direction the tour was going), or, when its text stands alone, shown in the
 * middle of the screen; a tour found running when a page loads (a reload, another tab) does not pull the
 * person back to its page, and one whose element is not on the page they are on, or have moved to, pauses:
 * the corner offer brings it back when they want it.
 */
export function TourHost({ tours, findPlace }: { tours: ToursApi; findPlace: FindTourPlace }) {
  const { progress, dispatch, current: tour, suggestAfter, start } = tours;
  const running = progress.status === 'running' && tour !== undefined;
  const step = progress.currentStep;
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const [asking, setAsking] = useState(false);
  const stepKey = running ? `${tour.id}:${step}` : null;
  /** Moves on from a step; after the last one (shown or passed over), says the tour is done and what is next. */
  const next = (current: Tour, at: number) => {
    const following = at === current.steps.length - 1 ? suggestAfter(current.id) : undefined;
    dispatch({ type: 'next' });
    if (at < current.steps.length - 1) return;
    toast.success(`Tour completed: ${current.title}`, {
      action: following ? { label: `Next: ${following.title}`, onClick: () => start(following.id) } : undefined,
    });
  };
  /** True until the first step this page shows: that one was not moved to by the person here. */
  const loadedRunning = useRef(running);
  /** The step the tour was at last, to know where it comes from (overlays to close, the way it was going). */
  const shown = useRef<{ tourId: string; step: number } | null>(null);

  // Once per step: go where it shows, then find what it points at.
  useEffect(() => {
    if (!running) return;
    const definition = tour.steps[step]!;
    const movedHere = !loadedRunning.current;
    loadedRunning.current = false;
    const from = shown.current?.tourId === tour.id ? shown.current.step : null;
    const waiting = new AbortController();
    void (async () => {
      let newPage = false;
      if (movedHere) {
        const pathname = definition.place
          ? ((await findPlace(definition.place, window.location.pathname).catch(() => null)) ?? undefined)
          : definition.path;
        if (waiting.signal.aborted) return;
        const left = from === null ? undefined : tour.steps[from];
        const to = stepLocation(definition, window.location, { pathname, left });
        newPage = to !== null && to.split('?')[0] !== window.location.pathname;
        if (to) void navigate(to, { replace: !newPage });
      }
      // A step that stands alone need not wait long on a page already shown: its text goes to the middle.
      const wait = definition.standalone && movedHere && !newPage ? SHORT_WAIT_MS : undefined;
      const element = await waitForTourTarget(definition.target, waiting.signal, wait);
      if (waiting.signal.aborted) return;
      // Passed over or shown, this step is where the tour now comes from (its overlays are open).
      shown.current = { tourId: tour.id, step };
      if (definition.target?.length && !element && !(movedHere && definition.standalone)) {
        const backwards = movedHere && from !== null && from > step && step > 0;
        if (!movedHere) dispatch({ type: 'pause' });
        else if (backwards) dispatch({ type: 'back' });
        else next(tour, step);
        return;
      }
      const point = (found: Element | null) => {
        found?.scrollIntoView({ block: 'center', behavior: 'auto' });
        setAnchor({
          key: `${tour.id}:${step}`,
          element: found,
          at: `${window.location.pathname}${window.location.search}`,
        });
      };
      point(element);
      // A page slow to load (a busy phone) may bring the element after the text went to the middle.
      if (!element && definition.target?.length) {
        const late = await waitForTourTarget(definition.target, waiting.signal, LATE_TARGET_MS);
        if (late && !waiting.signal.aborted) point(late);
      }
    })();
    return () => waiting.abort();
    // The step alone decides where to go; later moves by the person do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepKey]);

  // The person went elsewhere during a step: its element may be on the new page too (the navigation, the
  // account menu); when it is not, the tour pauses instead of pointing at nothing or standing in the way.
  useEffect(() => {
    if (!running || anchor?.key !== stepKey || anchor.at === here || !tour.steps[step]?.target?.length) return;
    const waiting = new AbortController();
    // As long as a step's own wait: a busy phone may take seconds to show the new page's element.
    void waitForTourTarget(tour.steps[step].target, waiting.signal).then((element) => {
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
          onNext={() => next(tour, step)}
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
