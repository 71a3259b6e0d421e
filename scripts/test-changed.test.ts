import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { forkPoint, listedSpecs, parseBase, stepsFor } from './test-changed.mjs';

// `npm run test:changed`: what it hands Vitest and Playwright for each base, and what it refuses before
// running anything.

const SCRIPT = fileURLToPath(new URL('./test-changed.mjs', import.meta.url));

describe('test:changed', () => {
  it('compares the working tree with HEAD when no base is given', () => {
    const [vitest, playwright] = stepsFor(parseBase([]));
    expect(vitest.cmd.slice(1)).toEqual(['run', '--changed', '--passWithNoTests']);
    expect(playwright.cmd.slice(1)).toEqual(['test', '--only-changed', '--pass-with-no-tests']);
  });

  it('hands a given base to both runners, in their own spelling', () => {
    const [vitest, playwright] = stepsFor(parseBase(['main']));
    expect(vitest.cmd).toContain('--changed=main');
    expect(playwright.cmd).toContain('--only-changed=main');
  });

  it('refuses an option in place of a base, and more than one base', () => {
    expect(() => parseBase(['--headed'])).toThrow('Not a branch or commit: "--headed"');
    expect(() => parseBase([''])).toThrow('Not a branch or commit');
    expect(() => parseBase(['main', 'HEAD~1'])).toThrow('One base at most');
  });

  it("reads the touched specs from Playwright's JSON listing", () => {
    const listing = { config: {}, suites: [{ title: 'credits.spec.ts', file: 'credits.spec.ts', suites: [] }] };
    expect(listedSpecs(JSON.stringify(listing))).toEqual(['credits.spec.ts']);
    expect(listedSpecs(JSON.stringify({ config: {}, suites: [] }))).toEqual([]);
  });

  it('compares with where the branch left the base, not with what the base got since', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'test-changed-'));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    const commit = (file: string) => {
      writeFileSync(path.join(repo, file), file);
      git('add', file);
      git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', file);
      return git('rev-parse', 'HEAD');
    };
    try {
      git('init', '-q', '-b', 'main');
      const forked = commit('a.ts');
      git('checkout', '-qb', 'topic');
      commit('b.ts');
      git('checkout', '-q', 'main');
      commit('later-on-main.ts');
      git('checkout', '-q', 'topic');
      expect(forkPoint('main', repo)).toBe(forked);
      expect(forkPoint('no-such-branch', repo)).toBeNull();
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('stops before any test when the base is not a commit here', () => {
    const run = spawnSync(process.execPath, [SCRIPT, 'no-such-branch-anywhere'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Not a branch or commit here: no-such-branch-anywhere');
    expect(run.stdout).not.toContain('===');
  });
});
