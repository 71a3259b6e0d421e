// Builds the test pages (tag-scanner.html...) into apps/web/dist-test-pages: the app's own components on
// pages of their own, for browser tests of parts no screen mounts yet. A build apart from the app's
// (apps/web/build/build.ts): nothing here is in dist, so nothing here ships. Served at /__test/ only by a
// server with TAGWISE_TEST_HOOKS on (apps/server/src/modules/test-hooks/test-pages.ts); run by
// scripts/test-pages-build.mjs when its sources changed. The same plugins and defaults as the app's
// build (workers, assets such as zxing-wasm's .wasm), so a page works as the app will.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { build } from 'vite';

const pages = fileURLToPath(new URL('.', import.meta.url));
const webRoot = path.resolve(pages, '..');

process.env.NODE_ENV = 'production';
await build({
  configFile: false,
  root: pages,
  base: '/__test/',
  publicDir: false,
  logLevel: 'warn',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.join(webRoot, 'src') } },
  build: {
    outDir: path.join(webRoot, 'dist-test-pages'),
    emptyOutDir: true,
    rolldownOptions: { input: { 'tag-scanner': path.join(pages, 'tag-scanner.html') } },
  },
});
console.log('test pages written to apps/web/dist-test-pages');
