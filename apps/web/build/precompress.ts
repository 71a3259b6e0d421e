import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// WebAssembly too: the tag scanner's zxing-wasm is 0.9 MB, about a third of that compressed.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map|wasm)$/;

/**
 * Writes .br and .gz beside every text asset once at build time, at the highest levels, so the server
 * sends compressed files without compressing on each request (it serves them with `precompressed`).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tagwise-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
        compressFile(file);
      }
    },
  };
}

/** Writes file.br and file.gz (skipped under 1 KB, where compression saves nothing worth a request header). */
export function compressFile(file: string) {
  const data = readFileSync(file);
  if (data.length < 1024) return;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
