// The web build: the client bundle, the server's renderer of signed-in pages (src/server-render.tsx), then
// the public pages rendered to HTML (src/prerender.tsx) for each
// billing mode a server can run in. Used by `npm run build` and by `npm start` when sources changed.
// dist/prerendered/pages.json, written last, lists the pages per mode; the server reads them at start
// (apps/server/src/web/static-routes.ts) and compresses them per response, as it does the HTML shell.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { compressFile } from './precompress.ts';

type Billing = 'test' | 'stripe' | 'none';
interface PrerenderedPage {
  path: string;
  body: string;
  head: string;
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
const ssrOut = path.join(webRoot, 'node_modules/.tagwise-prerender');
// The server's own render of signed-in pages (src/server-render.tsx, apps/server/src/web/page-render.ts):
// beside dist, not in it, so it is never served as a file.
const serverRenderOut = path.join(webRoot, 'dist-server');

// What is built is what is served: always React's production build. Vite builds whatever NODE_ENV says when
// it is set, and `NODE_ENV=development npm start` (bench/analyzer-memory.ts runs the server that way) gave
// pages the development build, several times slower.
process.env.NODE_ENV = 'production';
await build({ root: webRoot, logLevel: 'warn' });
// The service worker is written after the bundle's own files were compressed (vite-plugin-pwa builds it last).
compressFile(path.join(dist, 'sw.js'));
await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, sourcemap: false },
});

// Self-contained, React's production build included: the server runs with NODE_ENV unset or 'test' too,
// where React's development build would render several times slower and write its stacks into the HTML.
await build({
  root: webRoot,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/server-render.tsx',
    outDir: serverRenderOut,
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
  },
});

const { renderPublicPages } = (await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href)) as {
  renderPublicPages: (billing: Billing) => Promise<PrerenderedPage[]>;
};
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const marker = '<div id="root"></div>';
if (!shell.includes(marker)) throw new Error(`index.html lost its ${marker}`);
// The shell's own title and description are the app's; each prerendered page has its own.
const shellHead = /<meta\s+name="description"[\s\S]*?\/>\s*|<title>[\s\S]*?<\/title>\s*/g;
const withoutHead = shell.replace(shellHead, '');
if (withoutHead === shell) throw new Error('index.html lost its <title> or description');

const out = path.join(dist, 'prerendered');
rmSync(out, { recursive: true, force: true });
const list: Record<Billing, Record<string, string>> = { test: {}, stripe: {}, none: {} };
for (const billing of ['test', 'stripe', 'none'] as const) {
  mkdirSync(path.join(out, billing), { recursive: true });
  for (const page of await renderPublicPages(billing)) {
    const name = `${billing}/${page.path.slice(1).replaceAll('/', '--') || 'home'}.html`;
    const html = withoutHead
      .replace('</head>', () => `    ${page.head}\n  </head>`)
      // The page's markup directly in #root, which the client hydrates (src/main.tsx); the attribute holds
      // its buttons and fields until then (src/index.css).
      .replace(marker, () => `<div id="root" data-prerendered>${page.body}</div>`);
    writeFileSync(path.join(out, name), html);
    list[billing][page.path] = name;
  }
}
writeFileSync(path.join(out, 'pages.json'), `${JSON.stringify(list, null, 2)}\n`);
rmSync(ssrOut, { recursive: true, force: true });
console.log(
  `web build written to ${path.relative(process.cwd(), dist) || '.'} (${Object.keys(list.test).length} public pages prerendered)`,
);
