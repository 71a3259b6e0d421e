import type { StageId } from './stages';
import { stageInfo } from './stages';

/**
 * The Multiple Items run: one analysis per photo. An entry waits ("queued"), goes through the single-item
 * stages, and ends "done" or "failed"; when the credits run out the run stops and what had not started is
 * "stopped", so Retry can pick it up after a purchase.
 */
export type BatchStatus = 'queued' | Exclude<StageId, 'complete'> | 'done' | 'failed' | 'stopped';

export interface BatchEntry {
  key: string;
  name: string;
  status: BatchStatus;
  message?: string;
  /** After a success: why the item kept its original photo when a studio photo was asked for. */
  note?: string | undefined;
  itemId?: string;
  /** Kept after a failed analysis so a retry does not upload the photo again. */
  uploadId?: string;
  /** When it started, to show the most recent one as "current". */
  startedAt?: number;
}

export interface BatchState {
  entries: BatchEntry[];
  /** Set by a payment-required answer: nothing new starts. */
  halted: boolean;
}

export type BatchAction =
  | { type: 'start'; entries: { key: string; name: string }[] }
  | { type: 'update'; key: string; patch: Partial<Omit<BatchEntry, 'key' | 'name'>> }
  | { type: 'halt' }
  | { type: 'retry' }
  | { type: 'reset' };

export const EMPTY_BATCH: BatchState = { entries: [], halted: false };

export function batchReducer(state: BatchState, action: BatchAction): BatchState {
  switch (action.type) {
    case 'start':
      return { halted: false, entries: action.entries.map((e) => ({ ...e, status: 'queued' })) };
    case 'update':
      return {
        ...state,
        entries: state.entries.map((e) => (e.key === action.key ? { ...e, ...action.patch } : e)),
      };
    case 'halt':
      return {
        halted: true,
        entries: state.entries.map((e) => (e.status === 'queued' ? { ...e, status: 'stopped' } : e)),
      };
    case 'retry':
      return {
        halted: false,
        entries: state.entries.map((e) =>
          e.status === 'failed' || e.status === 'stopped' ? { ...e, status: 'queued', message: undefined } : e,
        ),
      };
    case 'reset':
      return EMPTY_BATCH;
  }
}

const ACTIVE: readonly BatchStatus[] = ['uploading', 'analyzing', 'saving'];
export const isActive = (e: BatchEntry) => ACTIVE.includes(e.status);

/** What the progress dialog shows: "Processing x of y items", a percentage, the stage and the file. */
export function batchProgress(state: BatchState) {
  const total = state.entries.length;
  const done = state.entries.filter((e) => e.status === 'done').length;
  const failed = state.entries.filter((e) => e.status === 'failed' || e.status === 'stopped').length;
  const finished = done + failed;
  const active = state.entries.filter(isActive);
  // An entry under way counts for the share of its stage, so the bar moves while a slow analysis runs.
  const partial = active.reduce((sum, e) => sum + stageInfo(e.status as StageId).percent / 100, 0);
  const current = active.reduce<BatchEntry | undefined>(
    (latest, e) => (!latest || (e.startedAt ?? 0) >= (latest.startedAt ?? 0) ? e : latest),
    undefined,
  );
  return {
    total,
    done,
    failed,
    finished,
    running: active.length > 0 || (!state.halted && state.entries.some((e) => e.status === 'queued')),
    /** 1-based position shown as "Processing x of y". */
    position: Math.min(total, finished + 1),
    percent: total === 0 ? 0 : Math.round(((finished + partial) / total) * 100),
    current,
  };
}
