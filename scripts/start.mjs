// `npm start`: build what is not built, then run the whole app (web + API) in this one process.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
ensureWebBuild();
await import(pathToFileURL(path.join(root, 'apps/server/src/index.ts')).href);
