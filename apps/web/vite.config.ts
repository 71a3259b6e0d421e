import path from 'node:path';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { blogPosts } from './build/blog-posts.ts';
import { pwa } from './build/pwa.ts';

/**
 * `npm run dev`'s API server, on loopback. Every request Vite passes on reaches it from this machine, so a
 * browser on another one (Vite with --host) is named in X-Forwarded-For, as any proxy does: what only the
 * server's own machine may use (the development mailbox) stays its own.
 */
const toApi: ProxyOptions = {
  target: `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
  configure: (proxy) =>
    proxy.on('proxyReq', (proxyReq, req) => {
      const address = req.socket.remoteAddress ?? '';
      if (!/^(127\.|::1$|::ffff:127\.)/.test(address)) proxyReq.setHeader('x-forwarded-for', address);
    }),
};

export default defineConfig(({ isSsrBuild }) => ({
  // The service worker and the manifest belong to the browser bundle, not to the landing page's prerender.
  plugins: [react(), tailwindcss(), blogPosts(), ...(isSsrBuild ? [] : [VitePWA(pwa)]), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    proxy: { '/api': toApi, '/media': toApi },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // dist/.vite/manifest.json: the server preloads a signed-in page's chunks from it (page-preloads.ts).
    manifest: true,
    // Maps are kept for decoding reported stack traces, but not referenced from the shipped files.
    sourcemap: 'hidden',
    // The budget is 200 KB gzip for the app shell (DESIGN section 8); React DOM alone is ~130 KB raw.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The entry's code in one file and the signed-in pages' in another, instead of some 30 small ones
      // (build/chunk-groups.ts). Not for the landing page's prerender, a server build without those pages.
      output: isSsrBuild ? {} : { codeSplitting: { groups: chunkGroups } },
      onLog(level, log, handler) {
        // Tailwind's generated CSS has no source map to chain; the JavaScript maps are unaffected.
        if (log.code === 'SOURCEMAP_BROKEN' && log.plugin?.startsWith('@tailwindcss/vite')) return;
        handler(level, log);
      },
    },
  },
}));
