// How the client bundle is cut into files (vite.config.ts, codeSplitting). Left to itself, rolldown makes a
// chunk per set of pages that share code: a signed-in page needed some 30 small files, and over HTTP/1.1
// (six connections) the requests, not the bytes, set how soon it could render. So:
//   1. `app`: everything the entry script imports statically is one file, as the landing page loads it;
//   2. `signed-in`: everything else the signed-in pages people open first (the shell, the projects page, a
//      project's page, the inventory) import statically is a second file, preloaded with the page; what of
//      it the public pages loaded on demand (pricing, help...) import too is a third, `shared`.
// The page modules themselves keep their own small chunks, which the server names in its preloads
// (apps/server/src/web/page-preloads.ts). Only static imports count: code behind a dynamic import (form
// dialogs, settings, the item page) keeps its own chunks and loads when needed, and zod, which only such
// code imports, stays out of the first render (the build fails if a page imports it).
import path from 'node:path';

interface ModuleInfo {
  importedIds: string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const src = path.resolve(import.meta.dirname, '../src');
/** The page roots whose static imports make up the `signed-in` chunk (see app/router.tsx). */
export const SIGNED_IN_ROOTS = [
  'app/signed-in-shell.tsx',
  'features/projects/pages/projects-page.tsx',
  'app/routes/project-page.tsx',
  'app/routes/inventory-page.tsx',
].map((file) => path.join(src, file));

/** The modules `roots` import statically, each with the module that first imports it (for messages). */
function staticImports(roots: string[], ctx: ChunkingContext) {
  const via = new Map<string, string | null>(roots.map((root) => [root, null]));
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (via.has(imported)) continue;
      via.set(imported, id);
      stack.push(imported);
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

const publicByPass = new WeakMap<ChunkingContext, Set<string>>();
function publicModules(ctx: ChunkingContext) {
  let members = publicByPass.get(ctx);
  if (members) return members;
  const missing = PUBLIC_ROOTS.find((root) => !ctx.getModuleInfo(root));
  if (missing) throw new Error(`chunk-groups.ts: ${missing} is not in the bundle; update PUBLIC_ROOTS`);
  members = new Set(staticImports(PUBLIC_ROOTS, ctx).keys());
  publicByPass.set(ctx, members);
  return members;
}

/** rolldown's codeSplitting groups, in priority order (a module goes to the first group that takes it). */
export const chunkGroups = [
  // The entry's own static imports: taken first, so the signed-in group never pulls them out of the
  // entry (the landing page would then load signed-in code).
  { name: 'app', tags: ['$initial' as const], priority: 2 },
  // Toasts (sonner) load after the first paint on every page, the public ones too (app/providers.tsx):
  // inside the signed-in group they brought that whole chunk to visitors of the landing page.
  { name: 'sonner', test: /[\\/]node_modules[\\/]sonner[\\/]/, priority: 1.5 },
  {
    name: (id: string, ctx: ChunkingContext) =>
      signedInModules(ctx).has(id) && publicModules(ctx).has(id) ? 'shared' : null,
    debugName: 'shared',
    priority: 1.2,
  },
  {
    name: (id: string, ctx: ChunkingContext) => (signedInModules(ctx).has(id) ? 'signed-in' : null),
    debugName: 'signed-in',
    priority: 1,
  },
];
