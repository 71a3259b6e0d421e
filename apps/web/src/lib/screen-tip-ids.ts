// Plain values (no React): the browser tests' sign-in fixture reads them too, to start with the tips
// already dismissed for tests about other things.

/**
 * The help tips on the screens a new person meets first (components/screen-tip.tsx), one per screen. A
 * person's dismissals are kept by these ids, so an id never changes its meaning: a new tip gets a new id.
 */
export const SCREEN_TIP_IDS = [
  'projects-empty',
  'projects',
  'project',
  'analysis-chooser',
  'multiple-items',
  'item',
  'inventory',
] as const;
export type ScreenTipId = (typeof SCREEN_TIP_IDS)[number];

/** Where a person's dismissed tips are kept in this browser (per person: a shared tablet has several). */
export const screenTipsKey = (userId: string) => `tagwise:tips:${userId}`;

/** Reads stored dismissals defensively: anything but known ids is dropped. */
export function parseDismissedTips(raw: unknown): ScreenTipId[] {
  if (!Array.isArray(raw)) return [];
  const known = new Set<string>(SCREEN_TIP_IDS);
  return [...new Set(raw.filter((id): id is ScreenTipId => typeof id === 'string' && known.has(id)))];
}
