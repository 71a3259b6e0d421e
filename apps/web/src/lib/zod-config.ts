// Zod compiles fast parsers with `new Function` when it may. Our CSP forbids eval (script-src 'self'), so
// its probe was reported as a CSP violation on every page; the interpreted parsers are fast enough here.
// Set through the global zod reads its configuration from, so the entry script does not have to load zod.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
