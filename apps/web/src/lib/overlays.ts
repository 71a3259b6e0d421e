import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Account-wide overlays open through a search parameter on the current page, so any feature can open one
 * without importing it (the app decides what each shows: app/overlays/account-dialogs.tsx).
 */
export const OVERLAY_PARAMS = {
  settings: 'settings',
  display: 'display',
  /** "all", or a project id: offer to re-price after that project's (or the account's) rules changed. */
  reprice: 'reprice',
  /** A guided tour's id: start it (features/tours). */
  tour: 'tour',
  /** A screen of the photo-to-item flow: "choose", "camera", "single", "multi" (features/analysis). */
  analyze: 'analyze',
  /** A bulk batch's id: its Bulk Upload Progress dialog (features/queue). */
  batch: 'batch',
} as const;

type OverlayParam = (typeof OVERLAY_PARAMS)[keyof typeof OVERLAY_PARAMS];
const overlayPreloads = new Map<OverlayParam, () => void>();

/** The app says how to fetch an overlay's code before it opens (app/overlays: each dialog loads lazily). */
export function setOverlayPreload(param: OverlayParam, preload: () => void) {
  overlayPreloads.set(param, preload);
}

/**
 * Starts fetching the code of overlays a control is about to open: a menu that holds them opening, a
 * pointer on (or focus of) a button that opens one. Without it the first opening waited for the download.
 */
export function preloadOverlays(...params: OverlayParam[]) {
  for (const param of params) overlayPreloads.get(param)?.();
}

/** Props for a button that opens an overlay: pointing at it or focusing it fetches the overlay's code. */
export const overlayIntent = (param: OverlayParam) => ({
  onPointerEnter: () => preloadOverlays(param),
  onFocus: () => preloadOverlays(param),
});

export function useOpenOverlay() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (param: OverlayParam, value: string) => {
      const params = new URLSearchParams(location.search);
      params.set(param, value);
      void navigate(`${location.pathname}?${params.toString()}`);
    },
    [location, navigate],
  );
}

/**
 * While a guided tour runs, the dialogs it points into are not modal, so the tour's card (outside them)
 * can be used. A click or focus on the tour's own interface must not count as leaving the dialog.
 */
export function keepOpenForTourUi(event: { target: EventTarget | null; preventDefault: () => void }) {
  if (event.target instanceof Element && event.target.closest('[data-tour-ui]')) event.preventDefault();
}
