import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { BootData } from '@tagwise/core/boot-data';
import type { PublicConfig } from '@tagwise/core/schemas/system';
import { putBootData } from '@/app/boot-data';
import { Providers } from '@/app/providers';
import { appRoutes } from '@/app/routes';
import { publicConfigQueryOptions } from '@/features/system/api/get-public-config';
import { CookiesAtRender } from '@/lib/screen-tips';

/**
 * A signed-in page's HTML as the browser's first render draws it, from the same boot data the page
 * carries (apps/server/src/web/boot-data.ts): on a phone the page is readable as soon as its HTML and
 * styles are in, instead of after some 240 KB of script have downloaded and run, and the browser then
 * hydrates it (main.tsx). Nothing is fetched: what the boot data does not hold is drawn as the browser's
 * first render draws it, loading. `prerenderToNodeStream` waits for the page's lazy parts, so the HTML has
 * them drawn, inline. Null when the address is not a page of the route tree.
 */
export async function renderSignedInPage({
  url,
  boot,
  publicConfig,
  cookies,
}: {
  url: string;
  boot: BootData;
  publicConfig: PublicConfig;
  /** The request's Cookie header: the tips this device hides (lib/screen-tips-cookie.ts). */
  cookies: string;
}): Promise<string | null> {
  const client = new QueryClient();
  client.setQueryData(publicConfigQueryOptions().queryKey, publicConfig);
  putBootData(client, boot);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    // The browser's tree (main.tsx) without its router: the same elements, so hydration matches.
    <StrictMode>
      <CookiesAtRender value={cookies}>
        <Providers client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </CookiesAtRender>
    </StrictMode>,
    // Every part inline, where the browser's first render puts it. React otherwise moves a large part
    // (a long list) to the end of the HTML with a script that puts it in place: scripts our CSP refuses.
    // A part still waiting after a second (nothing here should wait at all) ends the render unfinished.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, signal: AbortSignal.timeout(1000) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  const html = Buffer.concat(chunks).toString('utf8');
  // A part left for the browser (it failed here, or was still waiting) or a script: rather no HTML, and the
  // browser draws the page itself, than a hydration that throws the drawn page away or a refused script.
  if (/<!--\$[?!]-->|<script/.test(html)) throw new Error('the page did not render completely on the server');
  return html;
}
