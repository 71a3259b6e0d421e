// TanStack Query's timers, on one of the browser's at a time (lib/coalesced-timeouts.ts). Query keeps a
// timer per query (forgotten after its gcTime, stale after its staleTime) and runs each batch of
// notifications with a setTimeout of its own: loading a project page set some 55 timers and cleared 13,
// most of them inside hydration's tasks. Each is cheap on its own, but a browser's performance tools
// (Lighthouse's trace, the DevTools profiler) capture the script's stack at every one. Imported by the
// entry before any query exists (TanStack's rule for a timeout provider); the server's render keeps the
// defaults.
import { notifyManager, timeoutManager } from '@tanstack/react-query';
import { coalescedTimeouts } from './coalesced-timeouts';

const timeouts = coalescedTimeouts();
timeoutManager.setTimeoutProvider(timeouts);
notifyManager.setScheduler((callback) => void timeouts.setTimeout(callback, 0));
