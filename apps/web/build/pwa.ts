// The installable app (vite-plugin-pwa): the web app manifest, and the service worker of sw/sw.ts, built
// with the app and given the list of the build's files to keep for offline use. The app registers the
// worker itself after start-up (src/features/pwa/lib/register-service-worker.ts), so nothing is injected
// into the page but the manifest's link.
import type { VitePWAOptions } from 'vite-plugin-pwa';

const THEME = '#0f766e';

export const pwa: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'Tagwise',
    short_name: 'Tagwise',
    description: 'Photograph estate-sale items; the AI names, describes and prices them, in projects per sale.',
    start_url: '/projects',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME,
    background_color: '#fbfdfd',
    categories: ['business', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The app's own files, not their compressed copies (the server picks those) nor the source maps. The
    // .wasm is the tag scanner's reader (zxing-wasm): a checkout in a basement with no signal must scan.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wasm}'],
    globIgnores: ['prerendered/**', '.vite/**', 'sw.js'],
    // The signed-in pages' chunk is the largest file; the default limit (2 MiB) leaves room for growth.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
};
