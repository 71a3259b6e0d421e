import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The docs step of `npm test`, run as npm test runs it, on small repositories made for each case.

const SCRIPT = fileURLToPath(new URL('./check-docs.mjs', import.meta.url));
const made: string[] = [];

function repository(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'check-docs-'));
  made.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

function check(root: string) {
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  return { code: run.status, problems: run.stderr.split('\n').filter((line) => /^\S+:\d+: |^README\.md: /.test(line)) };
}

const lines = (count: number) => Array.from({ length: count }, (_, i) => `Line ${i + 1}.`).join('\n') + '\n';

const GUIDE = [
  '# Self-hosting',
  '## Accounts, plans and credits: `npm run admin`',
  '## `AI_PROVIDER` and the offline analyzer',
  '## Notes',
  '## Notes',
  '<a id="older-name"></a>',
  '## Backups & upgrades (PostgreSQL 15+)',
  '',
].join('\n');

afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('scripts/check-docs.mjs', () => {
  it('passes links that lead to a file, a directory or a heading by GitHub’s anchor rules', () => {
    const root = repository({
      'README.md': [
        '# Tagwise',
        '![The project page](apps/web/shot.webp)',
        'See [self-hosting](docs/self-hosting.md), [the admin commands](docs/self-hosting.md#accounts-plans-and-credits-npm-run-admin),',
        '[the AI](docs/self-hosting.md#ai_provider-and-the-offline-analyzer), [the second notes](docs/self-hosting.md#notes-1),',
        '[backups](docs/self-hosting.md#backups--upgrades-postgresql-15), [an old link](docs/self-hosting.md#older-name),',
        '[decisions](docs/decisions/), [a section below](#run-it), [the site](https://example.com/nowhere.md).',
        '## Run it',
        ...lines(100).split('\n'),
      ].join('\n'),
      'CONTRIBUTING.md': '# Contributing\n[Back](README.md#tagwise) and [the config](<apps/server/src/config.ts>)\n',
      'docs/self-hosting.md': GUIDE,
      'docs/decisions/0001-x.md': '# 0001\n[Guide](../self-hosting.md#notes)\n',
      'apps/web/shot.webp': 'image',
      'apps/server/src/config.ts': 'export {};\n',
    });
    expect(check(root)).toEqual({ code: 0, problems: [] });
  });

  it('fails when README.md passes 200 lines', () => {
    expect(check(repository({ 'README.md': lines(200) })).code).toBe(0);
    expect(check(repository({ 'README.md': lines(201) }))).toEqual({
      code: 1,
      problems: ['README.md: 201 lines, more than 200: move the detail into docs/ and link to it'],
    });
  });

  it('names every link that points nowhere, file or heading, in the README, CONTRIBUTING.md and docs/', () => {
    const root = repository({
      'README.md':
        '# Tagwise\nRead [operations](docs/operations.md) and [the checklist](docs/self-hosting.md#checklist).\n',
      'CONTRIBUTING.md': '# Contributing\n\n[Layout](#the-layout)\n',
      'docs/self-hosting.md': GUIDE,
      'docs/decisions/0002-y.md': '# 0002\n\n\n![Diagram](../img/diagram.png)\n',
    });
    expect(check(root)).toEqual({
      code: 1,
      problems: [
        'README.md:2: docs/operations.md points nowhere (no docs/operations.md)',
        'README.md:2: docs/self-hosting.md#checklist points nowhere (no heading #checklist in docs/self-hosting.md)',
        'CONTRIBUTING.md:3: #the-layout points nowhere (no heading #the-layout in CONTRIBUTING.md)',
        'docs/decisions/0002-y.md:4: ../img/diagram.png points nowhere (no docs/img/diagram.png)',
      ],
    });
  });

  it('leaves alone what only looks like a link: code blocks and code spans', () => {
    const root = repository({
      'README.md': ['# Tagwise', '```md', '[Not a link](missing.md)', '```', 'Type `[x](missing.md)` there.', ''].join(
        '\n',
      ),
    });
    expect(check(root)).toEqual({ code: 0, problems: [] });
  });
});
