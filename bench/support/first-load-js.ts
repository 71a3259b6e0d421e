// The JavaScript a public page downloads before its first render, from the web build's manifest: the
// entry with its static imports, and for a page whose code loads on demand (main.tsx waits for it before
// rendering over the prerendered HTML) that page's chunk with its static imports. Chunks behind a dynamic
// import (the sign-up form, the help assistant, toasts) are not counted: they load after.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** Gzip KB (level 9) of the scripts `/` and `/pricing` load before React renders over their HTML. */
export function firstLoadJsGzipKb(dist: string): Record<string, number> {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const stack = [...keys];
    while (stack.length > 0) {
      const key = stack.pop()!;
      if (seen.has(key)) continue;
      seen.add(key);
      stack.push(...(manifest[key]?.imports ?? []));
    }
    return [...seen].map((key) => manifest[key]!.file);
  };
  const kb = (files: string[]) =>
    Math.round(
      files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0) / 102.4,
    ) / 10;
  return {
    '/': kb(closure(['index.html'])),
    '/pricing': kb(closure(['index.html', 'src/app/routes/pricing-route.tsx'])),
  };
}
