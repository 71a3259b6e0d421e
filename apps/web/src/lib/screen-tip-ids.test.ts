import { describe, expect, it } from 'vitest';
import { parseDismissedTips, SCREEN_TIP_IDS, screenTipsKey } from './screen-tip-ids.ts';

describe('parseDismissedTips', () => {
  it('keeps the known tips a person dismissed, once each', () => {
    expect(parseDismissedTips(['item', 'inventory', 'item'])).toEqual(['item', 'inventory']);
  });
  it('drops what is not a known tip, and reads anything but a list as none dismissed', () => {
    expect(parseDismissedTips(['item', 'gone', 3, null])).toEqual(['item']);
    expect(parseDismissedTips(null)).toEqual([]);
    expect(parseDismissedTips({ item: true })).toEqual([]);
  });
});

describe('screen tips', () => {
  it('are kept per person, and each id names one tip', () => {
    expect(screenTipsKey('u1')).not.toBe(screenTipsKey('u2'));
    expect(new Set(SCREEN_TIP_IDS).size).toBe(SCREEN_TIP_IDS.length);
  });
});
