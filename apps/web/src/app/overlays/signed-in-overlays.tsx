import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { lazyDialog } from '@/lib/lazy-dialog';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { OVERLAY_PARAMS, preloadOverlays, setOverlayPreload } from '@/lib/overlays';
import { useWarmUpOnFirstInput } from '@/lib/warm-up-on-first-input';

const AccountDialogs = preloadableLazy(() => import('./account-dialogs'));
const AppCards = preloadableLazy(() => import('./app-cards'));

/**
 * Each starts loading a part's code before the page hydrates (main.tsx), so that loading and running it is
 * not part of the render that first shows it; it then renders at once, without suspending. A failed load
 * is tried again when it renders.
 */
export const SIGNED_IN_OVERLAYS = [AccountDialogs, AppCards].map((part) => () => part.preload().catch(() => undefined));
// The photo-to-item flow and the bulk progress dialog load the first time the address asks for them
// (?analyze=..., ?batch=...), or once the person starts using the page: loaded with every page, their forms
// and closed dialogs kept a phone's main thread busy right after the first paint.
interface Asked {
  asked: boolean;
  /** Closes it: takes its parameter out of the address. */
  onClose: () => void;
}
const asked = ({ asked }: Asked) => asked;
const close = ({ onClose }: Asked) => onClose();
const AnalysisDialogs = lazyDialog<Asked>(() => import('./analysis-dialogs').then((m) => m.default), asked, close);
const QueueDialogs = lazyDialog<Asked>(() => import('./queue-dialogs').then((m) => m.default), asked, close);

// A failed load is tried again when the dialog opens.
setOverlayPreload(OVERLAY_PARAMS.analyze, () => void AnalysisDialogs.preload().catch(() => undefined));
setOverlayPreload(OVERLAY_PARAMS.batch, () => void QueueDialogs.preload().catch(() => undefined));
const warmUp = () => preloadOverlays(OVERLAY_PARAMS.analyze, OVERLAY_PARAMS.batch);

/**
 * What every signed-in page can open through its address, and the installable app's cards
 * (app/overlays/*): rendered once the page has painted (see app/routes.tsx). Each lazy part has its own
 * boundary, so one loading later never hides another that is showing.
 */
export function SignedInOverlays({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const closeParam = (name: string) => () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  useWarmUpOnFirstInput(warmUp);
  // The photo-to-item flow's Multiple Items ends in the bulk progress dialog: its code comes with the flow,
  // so the dialog opens even if the connection drops right after the batch is made.
  const analyzing = params.has(OVERLAY_PARAMS.analyze);
  useEffect(() => {
    if (analyzing) preloadOverlays(OVERLAY_PARAMS.batch);
  }, [analyzing]);
  return (
    <>
      <Suspense fallback={null}>
        <AccountDialogs />
      </Suspense>
      <AnalysisDialogs asked={params.has(OVERLAY_PARAMS.analyze)} onClose={closeParam(OVERLAY_PARAMS.analyze)} />
      <QueueDialogs asked={params.has(OVERLAY_PARAMS.batch)} onClose={closeParam(OVERLAY_PARAMS.batch)} />
      <Suspense fallback={null}>
        <AppCards userId={userId} />
      </Suspense>
    </>
  );
}
