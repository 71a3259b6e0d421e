import { Suspense, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppError } from '@tagwise/core/errors';
import { AfterFirstPaint } from '@/lib/after-first-paint';
import { preloadableLazy } from '@/lib/preloadable-lazy';

// Toasts answer what someone does; none is needed for the first paint, so their library loads after it.
// A toast raised before it has loaded is shown once it has (sonner replays them). Mounted after the first
// paint, the toaster is also no part of the prerendered pages' hydration (main.tsx), which must match
// their HTML.
const Toaster = preloadableLazy(async () => ({ default: (await import('@/components/ui/sonner')).Toaster }));
/** Starts loading the toaster's code ahead of its first render (see main.tsx); a failure is retried then. */
export const preloadToaster = () => Toaster.preload().catch(() => undefined);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change on retry; network and server failures might, unless the device says it is
      // offline: then the page says so at once (useWaitingForConnection) instead of placeholders while it retries.
      retry: (failureCount, error) =>
        failureCount < 2 &&
        !(error instanceof AppError && error.status < 500) &&
        (typeof navigator === 'undefined' || navigator.onLine !== false),
      refetchOnWindowFocus: false,
      // Every change invalidates what it touches, so a page opened again within seconds (or data
      // prefetched at start-up, see prefetch-page-data.ts) is shown as is instead of asked for twice.
      staleTime: 10_000,
      // Offline, a read is still asked: the service worker answers with the copy it kept of the last answer
      // (sw/sw.ts), so a page first opened offline shows what was read before instead of waiting for ever.
      networkMode: 'offlineFirst',
    },
  },
});

/** `client`: the browser's is the one above; the server renders a signed-in page with one of its own. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AfterFirstPaint>
    </QueryClientProvider>
  );
}
