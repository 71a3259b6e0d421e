import { config } from 'zod';

// Zod compiles fast parsers with `new Function` when it may. Our CSP forbids eval (script-src 'self'), so
// its probe was reported as a CSP violation on every page; the interpreted parsers are fast enough here.
config({ jitless: true });
