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
