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

export function useOpenOverlay() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (param: (typeof OVERLAY_PARAMS)[keyof typeof OVERLAY_PARAMS], value: string) => {
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
