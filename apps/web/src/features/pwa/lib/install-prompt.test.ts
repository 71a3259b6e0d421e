import { describe, expect, it } from 'vitest';
import { dismissedRecently, INSTALL_DISMISSAL_MS, installPromptAt, isIos, readDismissedAt } from './install-prompt';

const DAY = 24 * 60 * 60 * 1000;

describe('install prompt timing', () => {
  it('shows 5 s after the browser install event, and 10 s after load on iOS', () => {
    expect(installPromptAt({ kind: 'event', at: 1_000 }, null)).toBe(6_000);
    expect(installPromptAt({ kind: 'ios', loadedAt: 2_000 }, null)).toBe(12_000);
  });

  it('stays away without a way to install', () => {
    expect(installPromptAt(null, null)).toBeNull();
  });

  it('remembers a dismissal for 7 days, then shows again', () => {
    const dismissedAt = 100 * DAY;
    expect(INSTALL_DISMISSAL_MS).toBe(7 * DAY);
    expect(installPromptAt({ kind: 'event', at: dismissedAt + 7 * DAY - 5_001 }, dismissedAt)).toBeNull();
    expect(dismissedRecently(dismissedAt, dismissedAt + 7 * DAY)).toBe(false);
    const later = { kind: 'event' as const, at: dismissedAt + 7 * DAY - 5_000 };
    expect(installPromptAt(later, dismissedAt)).toBe(dismissedAt + 7 * DAY);
  });

  it('keeps a card dismissed after the moment it showed away', () => {
    expect(installPromptAt({ kind: 'ios', loadedAt: 0 }, 60_000)).toBeNull();
  });

  it('reads the stored time leniently', () => {
    expect(readDismissedAt(null)).toBeNull();
    expect(readDismissedAt('garbage')).toBeNull();
    expect(readDismissedAt('1700000000000')).toBe(1_700_000_000_000);
  });
});

describe('isIos', () => {
  it('knows iPhones and iPads, including iPadOS in desktop mode', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 7)', 5)).toBe(false);
  });
});
