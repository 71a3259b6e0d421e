import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` and the browser tests' servers take glibc's malloc setting by running themselves again
// (scripts/malloc-tuning.mjs). Where Node can, that is in place: the same process, so an idle server is one
// Node process, not a waiting parent and the server (bench/analyzer-memory.ts: 51 MB).

const tuning = pathToFileURL(fileURLToPath(new URL('../../../scripts/malloc-tuning.mjs', import.meta.url))).href;
const dir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-malloc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(process.platform === 'linux')('malloc tuning', () => {
  it('runs the script again in the same process, with the setting and the same arguments', () => {
    const script = path.join(dir, 'probe.mjs');
    writeFileSync(
      script,
      `import { ensureMallocTuning } from ${JSON.stringify(tuning)};
       const before = process.env.PROBE_FIRST_PID ?? String(process.pid);
       process.env.PROBE_FIRST_PID = before;
       if (ensureMallocTuning()) {
         console.log(JSON.stringify({ first: before, pid: String(process.pid), setting: process.env.MALLOC_MMAP_THRESHOLD_, args: process.argv.slice(2) }));
       }`,
    );
    const env = { ...process.env };
    delete env.MALLOC_MMAP_THRESHOLD_;
    const output = execFileSync(process.execPath, [script, 'one', 'two words'], { encoding: 'utf8', env });
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    const probe = JSON.parse(lines[0]!) as { first: string; pid: string; setting: string; args: string[] };
    expect(probe.setting).toBe('1048576');
    expect(probe.args).toEqual(['one', 'two words']);
    expect(probe.pid).toBe(probe.first);
  });
});
