import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '../src/web/page-preloads.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

describe('page preloads', () => {
  // The list names the web app's modules by path (Vite's manifest keys): a moved or renamed page would
  // silently lose its preload, so each must still be a file.
  it('names modules that exist in the web app', () => {
    for (const [, modules] of PAGE_MODULES) {
      for (const module of modules) expect(existsSync(path.join(webRoot, module)), module).toBe(true);
    }
  });
});
