import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm install` on a Node older than Tagwise needs (issue 15): npm must stop before downloading anything,
// with our sentence saying what to install. npm runs a project's own install scripts only after installing
// its dependencies, so the sentence rides in package.json "engines", which npm's refusal prints whole.
// Needs a Node 20 with its npm: the machines this runs on have one as the system's Node (CI installs Node
// 24 beside it); OLD_NODE_DIR points elsewhere.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const oldNodeDir = process.env.OLD_NODE_DIR ?? '/usr/bin';
const oldNode = path.join(oldNodeDir, 'node');
const oldNodeVersion = existsSync(oldNode) ? execFileSync(oldNode, ['--version'], { encoding: 'utf8' }).trim() : '';
const isOld = /^v(1\d|2[01])\./.test(oldNodeVersion);

describe.skipIf(!isOld)(`npm install on an old Node (${oldNodeVersion || 'none found'})`, () => {
  it(
    'stops at once with the sentence that says which Node to install, having downloaded nothing',
    { timeout: 90_000 },
    () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-old-node-'));
      for (const file of ['package.json', 'package-lock.json', '.npmrc'])
        copyFileSync(path.join(root, file), path.join(dir, file));
      const npm = spawnSync(path.join(oldNodeDir, 'npm'), ['install'], {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: `${oldNodeDir}:/bin`, HOME: dir, npm_config_update_notifier: 'false' },
        timeout: 60_000,
      });
      expect(npm.status).not.toBe(0);
      expect(npm.stderr).toContain('Tagwise needs Node.js 22 or newer with npm 11.16 or newer');
      expect(npm.stderr).toContain('nvm install 24');
      expect(readdirSync(dir)).not.toContain('node_modules');
      // Only npm's refusal: no warnings about the project's own configuration.
      expect(npm.stderr).not.toMatch(/npm warn/i);
    },
  );
});
