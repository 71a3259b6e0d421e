// How the client bundle is cut into files (vite.config.ts, codeSplitting). Left to itself, rolldown makes a
// chunk per set of pages that share code: a signed-in page needed some 30 small files, and over HTTP/1.1
// (six connections) the requests, not the bytes, set how soon it could render. So:
//   1. `app`: everything the entry script imports statically is one file, as the landing page loads it;
//   2. `signed-in`: everything else the signed-in pages people open first (the shell, the projects page, a
//      project's page, the inventory) import statically is a second file, preloaded with the page; what of
//      it the public pages loaded on demand (pricing, help...) import too is a third, `shared`, and what
//      the parts a visitor loads later (sign-in, the account form, the assistant's chat) import a fourth,
//      `shared-later`. Barrels (radix-ui, lucide-react) are followed name by name for the public pages.
// The page modules themselves keep their own small chunks, which the server names in its preloads
// (apps/server/src/web/page-preloads.ts). Only static imports count: code behind a dynamic import (form
// dialogs, settings, the item page) keeps its own chunks and loads when needed, and zod, which only such
// code imports, stays out of the first render (the build fails if a page imports it).
import path from 'node:path';

interface ModuleInfo {
  importedIds: string[];
  code: string | null;
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const src = path.resolve(import.meta.dirname, '../src');
/** The page roots whose static imports make up the `signed-in` chunk (see app/routes.tsx). */
export const SIGNED_IN_ROOTS = [
  'app/signed-in-shell.tsx',
  'features/projects/pages/projects-page.tsx',
  'app/routes/project-page.tsx',
  'app/routes/inventory-page.tsx',
].map((file) => path.join(src, file));

/**
 * Barrel modules that re-export a whole library, of which a page uses a few parts: radix-ui (every
 * primitive) and lucide-react (every icon). Followed whole, importing one icon or Slot from them made
 * every primitive and icon any signed-in page uses "shared" with the public pages, which then
 * downloaded menus, popovers and dialogs they never show.
 */
const BARREL =
  /[\\/]node_modules[\\/](?:radix-ui[\\/]dist[\\/]index\.mjs|lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs)$/;
const BARREL_SPECIFIER = /^(?:radix-ui|lucide-react)$/;

/** A barrel's exported names, each with the module (resolved id) it comes from; null if not understood. */
function barrelExports(barrel: ModuleInfo): Map<string, string> | null {
  if (!barrel.code) return null;
  const bySpecifier = new Map<string, string[]>();
  const add = (specifier: string, name: string) => {
    bySpecifier.set(specifier, [...(bySpecifier.get(specifier) ?? []), name]);
  };
  // radix-ui: `import * as Dialog from "@radix-ui/react-dialog"`, exported by that name.
  for (const m of barrel.code.matchAll(/import \* as (\w+) from ["']([^"']+)["']/g)) add(m[2]!, m[1]!);
  // lucide-react: `export { default as Camera, default as CameraIcon } from './icons/camera.mjs'`.
  for (const m of barrel.code.matchAll(/export \{([^}]*)\} from ["']([^"']+)["']/g))
    for (const part of m[1]!.split(','))
      add(
        m[2]!,
        part
          .trim()
          .split(/\s+as\s+/)
          .at(-1)!,
      );
  const byName = new Map<string, string>();
  for (const [specifier, names] of bySpecifier) {
    const tail = specifier.startsWith('.') ? specifier.slice(1) : `/node_modules/${specifier}/`;
    const id = barrel.importedIds.find((candidate) => candidate.replaceAll('\\', '/').includes(tail));
    if (!id) return null;
    for (const name of names) byName.set(name, id);
  }
  return byName;
}

/** The names `code` imports from a barrel (`import { A, B as C } from 'lucide-react'`); null if unsure. */
function importedNames(code: string | null): string[] | null {
  if (!code) return null;
  const names: string[] = [];
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    if (!BARREL_SPECIFIER.test(m[2]!)) continue;
    for (const part of m[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/**
 * The modules `roots` import statically, each with the module that first imports it (for messages).
 * `partialBarrels`: through a barrel, only the modules of the names imported from it (when the imports
 * can be read; else the whole barrel, which only makes a chunk bigger, never wrong).
 */
function staticImports(roots: string[], ctx: ChunkingContext, partialBarrels = false) {
  const via = new Map<string, string | null>(roots.map((root) => [root, null]));
  const stack = [...roots];
  const exportsOf = new Map<string, Map<string, string> | null>();
  while (stack.length > 0) {
    const id = stack.pop()!;
    const info = ctx.getModuleInfo(id);
    let imported = info?.importedIds ?? [];
    if (partialBarrels && info && imported.some((m) => BARREL.test(m))) {
      const names = importedNames(info.code);
      const parts = imported
        .filter((m) => BARREL.test(m))
        .map((barrel) => {
          if (!exportsOf.has(barrel)) {
            const barrelInfo = ctx.getModuleInfo(barrel);
            exportsOf.set(barrel, barrelInfo ? barrelExports(barrelInfo) : null);
          }
          const byName = exportsOf.get(barrel);
          if (!names || !byName) return [barrel];
          return names.flatMap((name) => byName.get(name) ?? []);
        });
      imported = [...imported.filter((m) => !BARREL.test(m)), ...parts.flat()];
    }
    for (const next of imported) {
      if (via.has(next)) continue;
      via.set(next, id);
      stack.push(next);
    }
  }
  return via;
}

/**
 * The public pages that load on demand (the landing page is in the entry). What they share with the
 * signed-in pages goes into a `shared` chunk of its own: left in `signed-in`, it made a visitor of the
 * pricing page download every signed-in page's code.
 */
export const PUBLIC_ROOTS = [
  'app/routes/pricing-route.tsx',
  'features/marketing/pages/help-page.tsx',
  'features/marketing/pages/faq-page.tsx',
  'features/marketing/pages/feature-page.tsx',
  'features/marketing/pages/blog-page.tsx',
  'features/marketing/pages/blog-post-page.tsx',
  'features/marketing/pages/terms-page.tsx',
  'features/marketing/pages/privacy-page.tsx',
].map((file) => path.join(src, file));

const chain = (id: string, via: Map<string, string | null>) => {
  const links = [];
  for (let at: string | null | undefined = id; at; at = via.get(at)) links.push(path.relative(src, at));
  return links.join(' <- ');
};

const membersByPass = new WeakMap<ChunkingContext, Set<string>>();
function signedInModules(ctx: ChunkingContext) {
  let members = membersByPass.get(ctx);
  if (members) return members;
  const missing = SIGNED_IN_ROOTS.find((root) => !ctx.getModuleInfo(root));
  if (missing) throw new Error(`chunk-groups.ts: ${missing} is not in the bundle; update SIGNED_IN_ROOTS`);
  const pages = staticImports(SIGNED_IN_ROOTS, ctx);
  // Form code loads with its dialog; a page importing it statically is a mistake worth a failed build.
  const forms = [...pages.keys()].find((m) => /node_modules[\\/](zod|react-hook-form)[\\/]/.test(m));
  if (forms) throw new Error(`chunk-groups.ts: a signed-in page's first render imports ${chain(forms, pages)}`);
  members = new Set([...pages.keys()].filter((m) => !SIGNED_IN_ROOTS.includes(m)));
  membersByPass.set(ctx, members);
  return members;
}

/**
 * What a visitor loads later than a public page, on a click or once the page is up: the pricing page's
 * account form, the sign-in and sign-up pages and the forgotten password's two, the checkout's ways back,
 * the help assistant's chat. What they share with the signed-in pages (better-auth's client, dialogs) is a
 * `shared-later` chunk, so that neither the public pages' first load nor these carry the signed-in pages'
 * code.
 */
export const LATER_PUBLIC_ROOTS = [
  'app/pricing-auth-form.tsx',
  'app/routes/sign-in-route.tsx',
  'app/routes/sign-up-route.tsx',
  'features/auth/pages/forgot-password-page.tsx',
  'features/auth/pages/reset-password-page.tsx',
  'app/routes/signup-checkout-route.tsx',
  'app/routes/checkout-cancel-route.tsx',
  'features/assistant/components/assistant-panel.tsx',
].map((file) => path.join(src, file));

const reachByPass = new WeakMap<ChunkingContext, Map<string[], Set<string>>>();
/** What `roots` (PUBLIC_ROOTS or LATER_PUBLIC_ROOTS) import statically, barrels by name. */
function publicModules(ctx: ChunkingContext, roots: string[]) {
  let byRoots = reachByPass.get(ctx);
  if (!byRoots) reachByPass.set(ctx, (byRoots = new Map<string[], Set<string>>()));
  let members = byRoots.get(roots);
  if (members) return members;
  const missing = roots.find((root) => !ctx.getModuleInfo(root));
  if (missing) throw new Error(`chunk-groups.ts: ${missing} is not in the bundle; update the roots`);
  members = new Set(staticImports(roots, ctx, true).keys());
  byRoots.set(roots, members);
  return members;
}

/** rolldown's codeSplitting groups, in priority order (a module goes to the first group that takes it). */
export const chunkGroups = [
  // The largest libraries the entry imports, each in a file of its own that imports nothing of the app's:
  // a page the server drew evaluates them one at a time, each in a task of its own, before the entry
  // (apps/web/public/start-after-paint.js); in the entry they made one task of some 300 ms on a phone.
  // lib/react-init.ts runs React DOM's module code with the chunk (bundled from CommonJS, it would run
  // where the entry first requires it).
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]lib[\\/]react-init\.ts$/,
    priority: 3,
  },
  {
    name: 'libraries',
    test: /[\\/]node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query)|cookie|set-cookie-parser|tailwind-merge)[\\/]/,
    priority: 2.5,
  },
  // The entry's own static imports: taken first, so the signed-in group never pulls them out of the
  // entry (the landing page would then load signed-in code).
  { name: 'app', tags: ['$initial' as const], priority: 2 },
  // Toasts (sonner) load after the first paint on every page, the public ones too (app/providers.tsx):
  // inside the signed-in group they brought that whole chunk to visitors of the landing page.
  { name: 'sonner', test: /[\\/]node_modules[\\/]sonner[\\/]/, priority: 1.5 },
  {
    name: (id: string, ctx: ChunkingContext) =>
      signedInModules(ctx).has(id) && publicModules(ctx, PUBLIC_ROOTS).has(id) ? 'shared' : null,
    debugName: 'shared',
    priority: 1.2,
  },
  {
    name: (id: string, ctx: ChunkingContext) =>
      signedInModules(ctx).has(id) && publicModules(ctx, LATER_PUBLIC_ROOTS).has(id) ? 'shared-later' : null,
    debugName: 'shared-later',
    priority: 1.1,
  },
  {
    name: (id: string, ctx: ChunkingContext) => (signedInModules(ctx).has(id) ? 'signed-in' : null),
    debugName: 'signed-in',
    priority: 1,
  },
];
