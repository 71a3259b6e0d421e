import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootData } from '@tagwise/core/boot-data';
import type { PublicConfig } from '@tagwise/core/schemas/system';

/** A signed-in page's markup for inside #root, or null when the renderer has none for this address. */
export type PageRenderer = (page: {
  url: string;
  boot: BootData;
  publicConfig: PublicConfig;
  /** The request's Cookie header (which tips this device hides). */
  cookies: string;
}) => Promise<string | null>;

interface RendererModule {
  renderSignedInPage: PageRenderer;
}

/**
 * The web build's renderer of signed-in pages (apps/web/src/server-render.tsx, built to dist-server beside
 * dist), loaded on the first page it renders rather than at start: React's server renderer and the app's
 * components (about 11 MB measured) are not held until someone signed in opens a project page. Undefined
 * without it (a build from before it existed): pages are then drawn by the browser alone, as before.
 */
export function pageRenderer(webDist: string): PageRenderer | undefined {
  const file = path.join(webDist, '..', 'dist-server', 'server-render.js');
  if (!existsSync(file)) return undefined;
  let loading: Promise<RendererModule> | undefined;
  return async (page) => {
    loading ??= import(pathToFileURL(file).href) as Promise<RendererModule>;
    return (await loading).renderSignedInPage(page);
  };
}
