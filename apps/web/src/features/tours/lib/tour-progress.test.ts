import { describe, expect, it } from 'vitest';
import {
  checkCanStart,
  INITIAL_PROGRESS,
  parseTourProgress,
  progressPercentage,
  reduceTourProgress,
  type TourAction,
  type TourProgress,
} from './tour-progress.ts';
import { findTour, TOURS, toursFor } from './tours.ts';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const apply = (state: TourProgress, ...actions: TourAction[]) =>
  actions.reduce((s, action) => reduceTourProgress(s, action, NOW), state);
const quickStartSteps = findTour('quick-start')!.steps.length;

describe('reduceTourProgress', () => {
  it('walks a tour step by step and records it as completed after the last step', () => {
    let state = apply(INITIAL_PROGRESS, { type: 'start', tourId: 'quick-start' });
    expect(state).toMatchObject({ currentTourId: 'quick-start', currentStep: 0, status: 'running' });
    state = apply(state, { type: 'next' }, { type: 'next' }, { type: 'back' });
    expect(state.currentStep).toBe(1);
    state = apply(state, ...Array.from({ length: quickStartSteps - 1 }, () => ({ type: 'next' }) as const));
    expect(state).toMatchObject({
      completedTours: ['quick-start'],
      currentTourId: null,
      status: 'idle',
      lastCompletedAt: NOW.toISOString(),
    });
  });

  it('does not go back before the first step', () => {
    const state = apply(INITIAL_PROGRESS, { type: 'start', tourId: 'projects' }, { type: 'back' });
    expect(state.currentStep).toBe(0);
  });

  it('pauses and resumes where it was; a paused tour does not move', () => {
    let state = apply(INITIAL_PROGRESS, { type: 'start', tourId: 'quick-start' }, { type: 'next' }, { type: 'pause' });
    expect(state).toMatchObject({ status: 'paused', currentStep: 1 });
    expect(apply(state, { type: 'next' })).toBe(state);
    state = apply(state, { type: 'resume' });
    expect(state).toMatchObject({ status: 'running', currentStep: 1, currentTourId: 'quick-start' });
  });

  it('skipping records the tour as skipped, and completing it later moves it to completed', () => {
    let state = apply(INITIAL_PROGRESS, { type: 'start', tourId: 'quick-start' }, { type: 'skip' });
    expect(state).toMatchObject({ skippedTours: ['quick-start'], completedTours: [], status: 'idle' });
    state = apply(state, { type: 'start', tourId: 'quick-start' });
    state = apply(state, ...Array.from({ length: quickStartSteps }, () => ({ type: 'next' }) as const));
    expect(state).toMatchObject({ skippedTours: [], completedTours: ['quick-start'] });
  });

  it('a completed tour taken again is listed once', () => {
    const finish = Array.from({ length: quickStartSteps }, () => ({ type: 'next' }) as const);
    const start = { type: 'start', tourId: 'quick-start' } as const;
    const state = apply(INITIAL_PROGRESS, start, ...finish, start, ...finish);
    expect(state.completedTours).toEqual(['quick-start']);
  });

  it('ignores moves when no tour runs, and reset forgets everything', () => {
    expect(apply(INITIAL_PROGRESS, { type: 'next' }, { type: 'pause' }, { type: 'skip' })).toBe(INITIAL_PROGRESS);
    const state = apply(INITIAL_PROGRESS, { type: 'dismiss-offer' }, { type: 'start', tourId: 'quick-start' });
    expect(state.offerDismissed).toBe(true);
    expect(apply(state, { type: 'reset' })).toEqual(INITIAL_PROGRESS);
  });
});

describe('checkCanStart', () => {
  const admin = toursFor('admin');
  it('refuses an unknown tour with the spec message', () => {
    expect(checkCanStart('bogus', INITIAL_PROGRESS, admin)).toEqual({ ok: false, error: 'Tour not found' });
  });
  it('refuses a tour whose prerequisites are not completed, naming them; a skipped one does not count', () => {
    const skipped = { ...INITIAL_PROGRESS, skippedTours: ['quick-start' as const] };
    expect(checkCanStart('projects', skipped, admin)).toEqual({
      ok: false,
      error: 'Please complete these tours first: Quick start',
    });
    const done = { ...INITIAL_PROGRESS, completedTours: ['quick-start' as const] };
    expect(checkCanStart('projects', done, admin)).toMatchObject({ ok: true, tour: { id: 'projects' } });
  });
  it('treats an admin-only tour as not found for a sub-user', () => {
    const done = { ...INITIAL_PROGRESS, completedTours: ['quick-start' as const] };
    expect(checkCanStart('settings', done, toursFor('sub_user'))).toEqual({ ok: false, error: 'Tour not found' });
    expect(checkCanStart('settings', done, admin).ok).toBe(true);
  });
});

describe('tour definitions', () => {
  it('are the spec’s six, each 2-5 minutes, beginner or intermediate', () => {
    expect(TOURS.map((tour) => tour.id)).toEqual([
      'quick-start',
      'projects',
      'item-analysis',
      'ai-features',
      'reports',
      'settings',
    ]);
    for (const tour of TOURS) {
      expect(tour.minutes).toBeGreaterThanOrEqual(2);
      expect(tour.minutes).toBeLessThanOrEqual(5);
      expect(['beginner', 'intermediate']).toContain(tour.difficulty);
      expect(tour.steps.length).toBeGreaterThan(0);
    }
  });

  it('every prerequisite is a tour listed before it, so the list reads in the order to take them', () => {
    TOURS.forEach((tour, index) => {
      for (const id of tour.prerequisites) {
        const before = TOURS.findIndex((t) => t.id === id);
        expect(before, `${tour.id} needs ${id}`).toBeGreaterThanOrEqual(0);
        expect(before, `${tour.id} needs ${id}`).toBeLessThan(index);
      }
    });
  });

  it('a tour open to sub-users needs no admin-only tour first', () => {
    for (const tour of toursFor('sub_user')) {
      for (const id of tour.prerequisites) expect(findTour(id)?.adminOnly, `${tour.id} needs ${id}`).toBeFalsy();
    }
  });

  it('a step shown in the middle when its element is missing has an element to miss', () => {
    for (const step of TOURS.flatMap((tour) => tour.steps)) {
      if (step.standalone) expect(step.target?.length, step.title).toBeGreaterThan(0);
    }
  });

  it('AI features comes after the quick start and item analysis, naming both when neither is done', () => {
    expect(checkCanStart('ai-features', INITIAL_PROGRESS, toursFor('admin'))).toEqual({
      ok: false,
      error: 'Please complete these tours first: Quick start, Item analysis',
    });
    const quickStartDone = { ...INITIAL_PROGRESS, completedTours: ['quick-start' as const] };
    expect(checkCanStart('ai-features', quickStartDone, toursFor('sub_user'))).toEqual({
      ok: false,
      error: 'Please complete these tours first: Item analysis',
    });
    const both = { ...INITIAL_PROGRESS, completedTours: ['quick-start' as const, 'item-analysis' as const] };
    expect(checkCanStart('ai-features', both, toursFor('sub_user'))).toMatchObject({ ok: true });
  });
});

describe('progressPercentage', () => {
  it('is the share of the available tours completed', () => {
    const state = { ...INITIAL_PROGRESS, completedTours: ['quick-start' as const] };
    expect(progressPercentage(state, toursFor('admin'))).toBe(17);
    expect(progressPercentage(state, toursFor('sub_user'))).toBe(20);
    expect(progressPercentage(INITIAL_PROGRESS, [])).toBe(0);
  });
});

describe('parseTourProgress', () => {
  it('keeps a valid stored state', () => {
    const stored = {
      ...INITIAL_PROGRESS,
      completedTours: ['quick-start'],
      currentTourId: 'projects',
      currentStep: 2,
      status: 'paused',
    };
    expect(parseTourProgress(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });
  it('drops unknown tours and malformed fields, and clamps the step', () => {
    expect(parseTourProgress(null)).toEqual(INITIAL_PROGRESS);
    expect(parseTourProgress('x')).toEqual(INITIAL_PROGRESS);
    expect(
      parseTourProgress({ completedTours: ['gone', 'quick-start', 3], currentTourId: 'gone', status: 'running' }),
    ).toEqual({ ...INITIAL_PROGRESS, completedTours: ['quick-start'] });
    expect(parseTourProgress({ currentTourId: 'quick-start', currentStep: 99, status: 'running' })).toMatchObject({
      currentStep: quickStartSteps - 1,
      status: 'running',
    });
    expect(parseTourProgress({ currentTourId: 'quick-start', status: 'idle', currentStep: 3 })).toMatchObject({
      currentTourId: null,
      currentStep: 0,
    });
  });
});
