import type { TourStep } from './tours';

const OVERLAY_KEYS = ['settings', 'display'] as const;

/**
 * The address a step needs: its page (or the current one) with exactly the account overlays it names
 * open. On the same page the other search parameters (a search, filters) stay. Null when the current
 * address already is that.
 */
export function stepLocation(step: TourStep, current: { pathname: string; search: string }): string | null {
  const pathname = step.path ?? current.pathname;
  const params = new URLSearchParams(pathname === current.pathname ? current.search : '');
  for (const key of OVERLAY_KEYS) params.delete(key);
  if (step.overlay?.settings) params.set('settings', step.overlay.settings);
  if (step.overlay?.display) params.set('display', '1');
  const search = params.size > 0 ? `?${params.toString()}` : '';
  const samePath = pathname === current.pathname;
  const sameParams = new URLSearchParams(current.search).toString() === params.toString();
  return samePath && sameParams ? null : `${pathname}${search}`;
}
