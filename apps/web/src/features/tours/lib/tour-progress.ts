import { TOUR_MESSAGES } from '@tagwise/core/messages';
import { findTour, type Tour, type TourId } from './tours';

/**
 * Tour progress, kept in the browser (core-app.md section 3): which tours are completed or skipped, the
 * one under way and where. Lifecycle (section 4): idle -> running -> paused | completed | skipped; closing
 * a running tour asks "Skip this tour?": yes skips, no pauses. A tour starts only when all its
 * prerequisites are completed (skipping one does not count).
 */
export interface TourProgress {
  completedTours: TourId[];
  skippedTours: TourId[];
  currentTourId: TourId | null;
  currentStep: number;
  status: 'idle' | 'running' | 'paused';
  lastCompletedAt: string | null;
  /** The first-visit suggestion of the quick start was answered with "Not now". */
  offerDismissed: boolean;
}

export const INITIAL_PROGRESS: TourProgress = {
  completedTours: [],
  skippedTours: [],
  currentTourId: null,
  currentStep: 0,
  status: 'idle',
  lastCompletedAt: null,
  offerDismissed: false,
};

export type TourAction =
  | { type: 'start'; tourId: TourId }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'skip' }
  | { type: 'dismiss-offer' }
  | { type: 'reset' };

/** Whether a tour may start now; the error is the spec's text. */
export function checkCanStart(
  tourId: string,
  progress: TourProgress,
  available: readonly Tour[],
): { ok: true; tour: Tour } | { ok: false; error: string } {
  const tour = available.find((t) => t.id === tourId);
  if (!tour) return { ok: false, error: TOUR_MESSAGES.notFound };
  const missing = tour.prerequisites.filter((id) => !progress.completedTours.includes(id));
  if (missing.length > 0) {
    return { ok: false, error: TOUR_MESSAGES.prerequisites(missing.map((id) => findTour(id)?.title ?? id)) };
  }
  return { ok: true, tour };
}

const without = (list: TourId[], id: TourId) => list.filter((t) => t !== id);

/** Applies one action; `now` is the completion time to record. Invalid actions leave the state as it is. */
export function reduceTourProgress(state: TourProgress, action: TourAction, now: Date): TourProgress {
  const tour = findTour(state.currentTourId);
  switch (action.type) {
    case 'start':
      return { ...state, currentTourId: action.tourId, currentStep: 0, status: 'running' };
    case 'next': {
      if (!tour || state.status !== 'running') return state;
      if (state.currentStep < tour.steps.length - 1) return { ...state, currentStep: state.currentStep + 1 };
      return {
        ...state,
        completedTours: [...without(state.completedTours, tour.id), tour.id],
        skippedTours: without(state.skippedTours, tour.id),
        currentTourId: null,
        currentStep: 0,
        status: 'idle',
        lastCompletedAt: now.toISOString(),
      };
    }
    case 'back':
      if (!tour || state.status !== 'running') return state;
      return { ...state, currentStep: Math.max(0, state.currentStep - 1) };
    case 'pause':
      return tour && state.status === 'running' ? { ...state, status: 'paused' } : state;
    case 'resume':
      return tour && state.status === 'paused' ? { ...state, status: 'running' } : state;
    case 'skip':
      if (!tour) return state;
      return {
        ...state,
        skippedTours: [...without(state.skippedTours, tour.id), tour.id],
        currentTourId: null,
        currentStep: 0,
        status: 'idle',
      };
    case 'dismiss-offer':
      return { ...state, offerDismissed: true };
    case 'reset':
      return INITIAL_PROGRESS;
  }
}

/** Share of the available tours completed, 0-100 (the spec's progressPercentage). */
export function progressPercentage(progress: TourProgress, available: readonly Tour[]) {
  if (available.length === 0) return 0;
  const done = available.filter((t) => progress.completedTours.includes(t.id)).length;
  return Math.round((done / available.length) * 100);
}

/** Reads stored progress defensively: unknown tour ids and malformed fields fall back to the initial state. */
export function parseTourProgress(raw: unknown): TourProgress {
  if (!raw || typeof raw !== 'object') return INITIAL_PROGRESS;
  const r = raw as Record<string, unknown>;
  const ids = (v: unknown) =>
    Array.isArray(v) ? v.filter((id): id is TourId => typeof id === 'string' && findTour(id) !== undefined) : [];
  const current = typeof r.currentTourId === 'string' ? findTour(r.currentTourId) : undefined;
  const status = r.status === 'running' || r.status === 'paused' ? r.status : 'idle';
  const step = typeof r.currentStep === 'number' && Number.isInteger(r.currentStep) ? r.currentStep : 0;
  return {
    completedTours: ids(r.completedTours),
    skippedTours: ids(r.skippedTours),
    currentTourId: current && status !== 'idle' ? current.id : null,
    currentStep: current && status !== 'idle' ? Math.min(Math.max(step, 0), current.steps.length - 1) : 0,
    status: current ? status : 'idle',
    lastCompletedAt: typeof r.lastCompletedAt === 'string' ? r.lastCompletedAt : null,
    offerDismissed: r.offerDismissed === true,
  };
}
