// Module resolution shortcuts for the server's start (start.mjs), worth ~0.7 s of CPU on every start.
//
// Node 24 looks up the nearest package.json for every file it loads and, doing so, parses that
// package.json's whole "exports" map again: drizzle-orm's is 130 KB and ~110 of its files load, so about a
// quarter of the server's module loading went into parsing the same JSON. Two shortcuts give the answers
// Node's resolver would give, and leave every other case to it:
// - an import of `./x.js` or `../x.mjs` from inside node_modules, of a file that exists in a package whose
//   nearest package.json says "type": "module": that file, as an ES module;
// - an import of a package name (`drizzle-orm/pg-core`) from any file: the answer Node gave for the same
//   name from the same package, when no node_modules directory lies between the two (Node searches the
//   node_modules directories of the importing file's folder and its parents, so the search is the same).
import { existsSync, readFileSync, statSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageTypes = new Map();
const packageRoots = new Map();
const bareAnswers = new Map();

/** The "type" of the nearest package.json at or above `dir`, as Node reads it for a file in `dir`. */
function packageType(dir) {
  let type = packageTypes.get(dir);
  if (type !== undefined) return type;
  const manifest = path.join(dir, 'package.json');
  if (existsSync(manifest)) type = JSON.parse(readFileSync(manifest, 'utf8')).type ?? 'none';
  else if (path.basename(dir) === 'node_modules' || path.dirname(dir) === dir) type = 'none';
  else type = packageType(path.dirname(dir));
  packageTypes.set(dir, type);
  return type;
}

/**
 * The folder of the nearest package.json at or above `dir`, or undefined when a node_modules folder lies
 * on the way (a package name could then mean another copy for files below it).
 */
function packageRoot(dir) {
  if (packageRoots.has(dir)) return packageRoots.get(dir);
  let root;
  if (existsSync(path.join(dir, 'package.json'))) root = dir;
  else if (existsSync(path.join(dir, 'node_modules')) || path.dirname(dir) === dir) root = undefined;
  else root = packageRoot(path.dirname(dir));
  packageRoots.set(dir, root);
  return root;
}

function relativeModule(specifier, parentURL) {
  if (!parentURL.includes('/node_modules/')) return undefined;
  const url = new URL(specifier, parentURL);
  if (url.search || url.hash || !/\.m?js$/.test(url.pathname)) return undefined;
  const file = fileURLToPath(url);
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
  if (!file.endsWith('.mjs') && packageType(path.dirname(file)) !== 'module') return undefined;
  // Node's resolver hands out pathToFileURL's spelling (a file named "[Content_Types].xml.js" is %5B...%5D).
  return { url: pathToFileURL(file).href, format: 'module', shortCircuit: true };
}

export function registerResolveShortcuts() {
  // Node 22.15 and later; earlier ones resolve as usual.
  module.registerHooks?.({
    resolve(specifier, context, nextResolve) {
      const { parentURL, conditions = [] } = context;
      // Only `import` (require() has its own, cached lookup) from files (not from the command line).
      if (!parentURL?.startsWith('file:') || !conditions.includes('import')) return nextResolve(specifier, context);
      if (specifier.startsWith('./') || specifier.startsWith('../')) {
        let shortcut;
        try {
          shortcut = relativeModule(specifier, parentURL);
        } catch {
          // an unreadable package.json, say: Node's resolver says what is wrong
        }
        return shortcut ?? nextResolve(specifier, context);
      }
      if (/^[#./]|^[a-z][a-z0-9+.-]*:/i.test(specifier) || module.isBuiltin(specifier)) {
        return nextResolve(specifier, context);
      }
      const root = packageRoot(path.dirname(fileURLToPath(parentURL)));
      if (!root) return nextResolve(specifier, context);
      const key = `${root}\0${specifier}\0${conditions.join(',')}`;
      let answer = bareAnswers.get(key);
      if (!answer) {
        answer = nextResolve(specifier, context);
        bareAnswers.set(key, answer);
      }
      return { ...answer, shortCircuit: true };
    },
  });
}
