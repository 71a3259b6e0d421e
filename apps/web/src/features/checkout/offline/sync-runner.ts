import { retryDelayMs, syncKeptSales, type SendSale, type SyncOutcome } from './sync-kept-sales';

// When the kept sales are sent: at the app's start, at each `online` event, at "Sync now", and after a run
// that could not send, again after a wait that grows (sync-kept-sales.ts's retryDelayMs). The screens read
// its state (syncing, the last problem) through subscribeSyncState.

export interface SyncState {
  syncing: boolean;
  /** Why the last run could not send (no answer, a server fault); null after a run that got its answers. */
  lastError: string | null;
}

let state: SyncState = { syncing: false, lastError: null };
const listeners = new Set<() => void>();
const setState = (next: Partial<SyncState>) => {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
};

export const getSyncState = () => state;
export function subscribeSyncState(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

interface Runner {
  userId: string;
  send: SendSale;
  onOutcome: (outcome: SyncOutcome) => void;
}

let runner: Runner | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let failedRuns = 0;

async function run() {
  const current = runner;
  if (!current || !navigator.onLine) return;
  clearTimeout(timer);
  setState({ syncing: true });
  try {
    const outcome = await syncKeptSales({ userId: current.userId, send: current.send });
    failedRuns = outcome.retryLater ? failedRuns + 1 : 0;
    // A refusal is shown on its sale's row; this says why the sales were not sent at all.
    setState({ syncing: false, lastError: outcome.retryLater ? outcome.lastError : null });
    current.onOutcome(outcome);
  } catch (error) {
    // The device's storage failed: tried again like a run without an answer.
    failedRuns++;
    setState({ syncing: false, lastError: error instanceof Error ? error.message : String(error) });
  }
  if (failedRuns && runner === current) timer = setTimeout(() => void run(), retryDelayMs(failedRuns));
}

/** Sends the kept sales now (the "Sync now" button), if the device is online. */
export const syncNow = () => run();

/** Starts sending `userId`'s kept sales whenever it can; answers how to stop (sign-out, another person). */
export function startSyncRunner(next: Runner): () => void {
  runner = next;
  failedRuns = 0;
  const online = () => void run();
  window.addEventListener('online', online);
  void run();
  return () => {
    window.removeEventListener('online', online);
    clearTimeout(timer);
    if (runner === next) runner = null;
  };
}
