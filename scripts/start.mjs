// `npm start`: build what is not built, then run the whole app (web + API) in one process (started
// once more with glibc's malloc tuned for the offline models: malloc-tuning.mjs).
import './check-node.mjs'; // first, so an old Node gets a sentence instead of an error from what follows
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { enableCompileCache } from './compile-cache.mjs';
import { ensureMallocTuning } from './malloc-tuning.mjs';
import { registerResolveShortcuts } from './resolve-shortcuts.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
enableCompileCache();
if (ensureMallocTuning()) {
  ensureWebBuild();
  registerResolveShortcuts();
  await import(pathToFileURL(path.join(root, 'apps/server/src/index.ts')).href);
}
