// `npm run admin -- <command>`: the server owner's commands (apps/server/src/admin.ts), loaded the way
// `npm start` loads the server (compile cache, resolve shortcuts), so a command answers in about a second.
import './check-node.mjs'; // first, so an old Node gets a sentence instead of an error from what follows
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { enableCompileCache } from './compile-cache.mjs';
import { registerResolveShortcuts } from './resolve-shortcuts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The same ./data as `npm start`, wherever the command is typed.
process.chdir(root);
enableCompileCache();
registerResolveShortcuts();
await import(pathToFileURL(path.join(root, 'apps/server/src/admin.ts')).href);
