import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pwa } from './pwa.ts';

// Which of the build's files the service worker keeps for offline use (workbox matches these globs
// against the paths in dist).
const manifest = pwa.injectManifest!;
const precached = (file: string) =>
  manifest.globPatterns!.some((glob) => path.matchesGlob(file, glob)) &&
  !manifest.globIgnores!.some((glob) => path.matchesGlob(file, glob));

describe('the service worker’s precache', () => {
  it('keeps the tag scanner’s reader and its worker, so a checkout offline still scans', () => {
    expect(precached('assets/zxing_reader-BCjuyud6.wasm')).toBe(true);
    expect(precached('assets/scan-decoder.worker-BWrXgUOO.js')).toBe(true);
    expect(precached('index.html')).toBe(true);
    // Not the compressed copies (the server picks those), the source maps or the prerendered pages.
    expect(precached('assets/zxing_reader-BCjuyud6.wasm.br')).toBe(false);
    expect(precached('assets/index-abc.js.map')).toBe(false);
    expect(precached('prerendered/test/home.html')).toBe(false);
  });

  it('does not skip the reader for its size (workbox leaves larger files out, with only a warning)', () => {
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    expect(statSync(wasm).size).toBeLessThan(manifest.maximumFileSizeToCacheInBytes!);
  });
});
