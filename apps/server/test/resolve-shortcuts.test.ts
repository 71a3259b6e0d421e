import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm start` loads the server through scripts/resolve-shortcuts.mjs. It must change nothing but the time:
// every module of the server, found at the same place and loaded the same way as Node's resolver does.

const shortcuts = fileURLToPath(new URL('../../../scripts/resolve-shortcuts.mjs', import.meta.url));
const server = fileURLToPath(new URL('../src/start-server.ts', import.meta.url));

/** The URL and format of every module loading the server brings in, in a fresh Node process. */
function loadedModules(withShortcuts: boolean): string[] {
  const script = `
    import module from 'node:module';
    const { registerResolveShortcuts } = await import(${JSON.stringify(shortcuts)});
    if (${withShortcuts}) registerResolveShortcuts();
    const loaded = [];
    module.registerHooks({
      load(url, context, nextLoad) {
        const result = nextLoad(url, context);
        loaded.push(url + ' ' + result.format);
        return result;
      },
    });
    await import(${JSON.stringify(server)});
    console.log(JSON.stringify(loaded.sort()));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(output) as string[];
}

describe('resolve shortcuts', () => {
  it('load the same modules, from the same files, in the same format as Node does', { timeout: 60_000 }, () => {
    const plain = loadedModules(false);
    expect(plain.length).toBeGreaterThan(500);
    expect(loadedModules(true)).toEqual(plain);
  });
});
