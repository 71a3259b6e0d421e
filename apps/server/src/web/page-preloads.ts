import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

// Each signed-in page's code, as the web app's routes load it (apps/web/src/app/routes.tsx): the shell
// around every signed-in page, then the page itself.
const SHELL = 'src/app/signed-in-shell.tsx';
export const PAGE_MODULES: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^\/projects$/, [SHELL, 'src/features/projects/pages/projects-page.tsx']],
  [/^\/projects\/[^/]+$/, [SHELL, 'src/app/routes/project-page.tsx']],
  [/^\/items\/[^/]+$/, [SHELL, 'src/app/routes/item-page.tsx']],
  [/^\/inventory$/, [SHELL, 'src/app/routes/inventory-page.tsx']],
  [/^\/review$/, [SHELL, 'src/app/routes/review-page.tsx']],
  [/^\/credit-history$/, [SHELL, 'src/features/credits/pages/credit-history-page.tsx']],
  [/^\/queue$/, [SHELL, 'src/features/queue/pages/queue-page.tsx']],
];

/**
 * The JavaScript files a signed-in page needs beyond the entry script, from Vite's build manifest: sent
 * as `<link rel="modulepreload">` so they download alongside the entry script rather than after it has run.
 * Without a manifest (an old build) nothing is preloaded.
 */
export function pagePreloads(webDist: string): (pathname: string) => string[] {
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

  const withImports = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) withImports(imported, into);
    return into;
  };
  // What index.html already loads.
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withImports(key, entry);

  const byPage = PAGE_MODULES.map(([pattern, modules]) => {
    const files = new Set<string>();
    for (const module of modules) withImports(module, files);
    return [pattern, [...files].filter((file) => !entry.has(file)).map((file) => `/${file}`)] as const;
  });
  return (pathname) => byPage.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}
