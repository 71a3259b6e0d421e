// The web build: the client bundle, then the landing page rendered to HTML (build/prerender), with
// .br/.gz copies of every text file. Used by `npm run build` and by `npm start` when sources changed.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { compressFile } from './precompress.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
const ssrOut = path.join(webRoot, 'node_modules/.tagwise-prerender');

await build({ root: webRoot, logLevel: 'warn' });
// The service worker is written after the bundle's own files were compressed (vite-plugin-pwa builds it last).
compressFile(path.join(dist, 'sw.js'));
await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, sourcemap: false },
});

const { renderLandingPage } = (await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href)) as {
  renderLandingPage: () => string;
};
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const marker = '<div id="root"></div>';
if (!shell.includes(marker)) throw new Error(`index.html lost its ${marker}`);
const landing = shell.replace(marker, `<div id="root">${renderLandingPage()}</div>`);
mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
const file = path.join(dist, 'prerendered', 'home.html');
writeFileSync(file, landing);
compressFile(file);
rmSync(ssrOut, { recursive: true, force: true });
console.log(`web build written to ${path.relative(process.cwd(), dist) || '.'} (landing page prerendered)`);
