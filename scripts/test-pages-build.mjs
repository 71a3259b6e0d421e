// The web app's test pages (apps/web/test-pages), which only a server with TAGWISE_TEST_HOOKS serves:
// built by the Playwright servers (scripts/e2e-server.mjs) and the benches that use them, when their
// sources changed. Never by `npm start`, `npm install` or the app's own build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureFreshBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function ensureTestPagesBuild() {
  ensureFreshBuild({
    what: 'the test pages',
    // The build empties its directory first and writes the page last.
    marker: path.join(root, 'apps/web/dist-test-pages/tag-scanner.html'),
    sources: [
      'apps/web/test-pages',
      'apps/web/src',
      'apps/web/package.json',
      'packages/core/src',
      'e2e/support/segment-marker.ts',
    ],
    record: path.join(root, 'node_modules/.cache/tagwise-test-pages-lockfile.sha256'),
    script: ['apps/web/test-pages', 'build.ts'],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureTestPagesBuild();
