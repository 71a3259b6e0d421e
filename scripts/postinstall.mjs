// `npm install` and `npm ci` end here: build the web app and a migrated database directory for first
// starts, and compile the server's modules once, so that `npm start` only starts (bench/start-up.ts).
// `npm start` still rebuilds the web app when a source is newer than the build, and without the database
// copy it creates the database itself.
import './check-node.mjs';
import { enableCompileCache } from './compile-cache.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
const started = performance.now();
enableCompileCache();
const { createDataDirTemplate } = await import('../apps/server/src/db/create-data-dir-template.ts');
const created = (await createDataDirTemplate()) === 'created';
await import('../apps/server/src/start-server.ts'); // loaded, not run: its compiled code is kept
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${created ? 'embedded database and ' : ''}server code prepared for the first start in ${seconds} s`);
