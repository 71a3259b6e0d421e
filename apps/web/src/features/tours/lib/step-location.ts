import type { TourStep } from './tours';

const OVERLAY_KEYS = ['settings', 'display'] as const;

/**
 * The address a step needs: its page (`pathname`: the step's path or place, else the current one) with
 * exactly the account overlays it names open. The analysis chooser is the person's as much as the tour's:
 * a step opens it, and only leaving a step that opened it closes it (`left`: the step the tour comes
 * from). On the same page the other search parameters (a search, filters) stay. Null when the current
 * address already is that.
 */
export function stepLocation(
  step: TourStep,
  current: { pathname: string; search: string },
  { pathname = step.path ?? current.pathname, left }: { pathname?: string; left?: TourStep | undefined } = {},
): string | null {
  const samePath = pathname === current.pathname;
  const params = new URLSearchParams(samePath ? current.search : '');
  for (const key of OVERLAY_KEYS) params.delete(key);
  if (step.overlay?.settings) params.set('settings', step.overlay.settings);
  if (step.overlay?.display) params.set('display', '1');
  if (step.overlay?.analyze) params.set('analyze', step.overlay.analyze);
  else if (left?.overlay?.analyze && params.get('analyze') === left.overlay.analyze) params.delete('analyze');
  const search = params.size > 0 ? `?${params.toString()}` : '';
  const sameParams = new URLSearchParams(current.search).toString() === params.toString();
  return samePath && sameParams ? null : `${pathname}${search}`;
}
