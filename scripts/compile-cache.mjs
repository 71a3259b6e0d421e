// Node keeps the compiled code of every module it loads (the server's ~1,400, after type stripping) on
// disk and reuses it while a file is unchanged, so a start skips most of the compiling. Set through the
// environment, so processes started from this one (start.mjs's malloc re-run, the offline models' worker
// threads) use it from their first module.
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function enableCompileCache() {
  process.env.NODE_COMPILE_CACHE ??= path.join(root, 'node_modules/.cache/node-compile-cache');
  module.enableCompileCache(process.env.NODE_COMPILE_CACHE);
}
