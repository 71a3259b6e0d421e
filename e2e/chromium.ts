import { existsSync } from 'node:fs';

// Debian's Chromium (never a downloaded browser), with flags that keep it quiet on a machine without
// internet: no background requests to Google's services, no component updates.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell (the same engine without the desktop
 * browser's shell) where it is installed, as in CI. On two cores the browser stage took about a fifth
 * less time with it than with the full browser (docs/performance.md#test-loop). The benches and
 * screenshots keep the full browser people use (CHROMIUM_PATH).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
