import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelCheck } from '@tagwise/core/schemas/labels';
import type { Project } from '@tagwise/core/schemas/projects';
import type { ReportCheck } from '@tagwise/core/schemas/reports';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 33: tags and reports drew Chinese, Japanese and Korean names and emoji as empty boxes, and Arabic
// and Hebrew names without the spaces between their words. The PDFs are read back with poppler
// (poppler-utils): pdffonts lists the fonts embedded, pdftotext the text as a reader gets it (in logical
// order, so a word order or a space lost on paper shows), and pdftotext -bbox every word's box on the page.
let t: TestApp;
let alice: string;
let bob: string;
let project: Project;
const work = mkdtempSync(path.join(os.tmpdir(), 'tagwise-scripts-'));

const NAMES = {
  chinese: '红木椅子 一对',
  japanese: '伊万里焼の花瓶',
  korean: '나무 의자 두 개',
  arabic: 'كرسي خشبي قديم',
  hebrew: 'כיסא עץ ישן',
  emoji: 'Rocking chair 🪑',
  // Ethiopic: no font here draws it.
  undrawable: 'ሰላም ወንበር',
};

const api = (cookie: string, method: string, route: string, json?: unknown) =>
  t.request(route, { method, cookie, ...(json !== undefined && { json }) });

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice-scripts@example.com');
  bob = await t.signUp('bob-scripts@example.com');
  project = (await (await api(alice, 'POST', '/api/projects', { name: 'Many hands' })).json()) as Project;
  for (const [n, name] of Object.values(NAMES).entries()) {
    const res = await api(alice, 'POST', '/api/items', {
      projectId: project.id,
      name,
      category: 'Decor',
      condition: 'Good',
      // Two without a price: the print dialog's check counts them.
      ...(n < 5 && { tagPrice: 10 + n }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

async function savePdf(res: Response, name: string) {
  expect(res.status).toBe(200);
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
}

const fonts = (pdf: string) => execFileSync('pdffonts', [pdf], { encoding: 'utf8' });
const text = (pdf: string) => execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
/** Every word poppler sees, with its left and right edge (its letters as they stand on paper). */
function words(pdf: string) {
  const html = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map(
    (m) => ({ xMin: +m[1]!, xMax: +m[2]!, text: m[3]! }),
  );
}

/** What a PDF must show of every name: its own fonts, each name whole, right-to-left ones right to left. */
function expectEveryScript(pdf: string) {
  // A font for each script, embedded (only the glyphs used); Japanese in its own forms, not Chinese ones.
  const embedded = fonts(pdf);
  for (const font of ['NotoSansHans', 'NotoSansJP', 'NotoSansKR', 'NotoEmoji']) expect(embedded).toContain(font);
  const said = text(pdf);
  for (const name of [NAMES.chinese, NAMES.japanese, NAMES.korean, NAMES.arabic, NAMES.hebrew, NAMES.emoji]) {
    expect(said).toContain(name);
  }
  // On paper the first word of a right-to-left name stands rightmost, its letters read right to left.
  const onPage = words(pdf);
  for (const name of [NAMES.arabic, NAMES.hebrew]) {
    const boxes = name.split(' ').map((word) => onPage.find((w) => w.text === [...word].reverse().join('')));
    expect(boxes.every(Boolean), name).toBe(true);
    for (let n = 1; n < boxes.length; n++) expect(boxes[n]!.xMax).toBeLessThan(boxes[n - 1]!.xMin);
  }
  // What no font draws prints as □, never as a glyph-less box that overprints what follows.
  expect(said).toContain('□□□ □□□□');
}

describe('names in every script', () => {
  it('print on tags in fonts that draw them, right-to-left names right to left with their spaces', async () => {
    const res = await api(alice, 'POST', '/api/labels', {
      selection: { filter: { projectId: project.id } },
      stock: 'avery-5160',
    });
    expectEveryScript(await savePdf(res, 'tags'));
  });

  it('print in the inventory report the same way', async () => {
    const res = await t.request(`/api/projects/${project.id}/reports/inventory.pdf`, { cookie: alice });
    const pdf = await savePdf(res, 'inventory');
    expectEveryScript(pdf);
  });

  it('the print dialog learns first how many items have no price and which names tags cannot show', async () => {
    const res = await api(alice, 'POST', '/api/labels/check', { selection: { filter: { projectId: project.id } } });
    expect(res.status).toBe(200);
    expect((await res.json()) as LabelCheck).toEqual({
      count: 7,
      unpriced: 2,
      undrawable: [{ text: NAMES.undrawable, characters: ['ሰ', 'ላ', 'ም', 'ወ', 'ን', 'በ', 'ር'] }],
      undrawableCount: 1,
    });
    // Another workspace's selection is not there.
    const foreign = await api(bob, 'POST', '/api/labels/check', { selection: { filter: { projectId: project.id } } });
    expect(foreign.status).toBe(400);
  });

  it('the Reports menu learns first which texts of the project reports cannot show', async () => {
    await api(alice, 'PATCH', `/api/projects/${project.id}`, { address: 'ቦሌ መንገድ 12' });
    const res = await t.request(`/api/projects/${project.id}/reports/check`, { cookie: alice });
    expect(res.status).toBe(200);
    expect((await res.json()) as ReportCheck).toEqual({
      undrawable: [
        { text: 'ቦሌ መንገድ 12', characters: ['ቦ', 'ሌ', 'መ', 'ን', 'ገ', 'ድ'] },
        { text: NAMES.undrawable, characters: ['ሰ', 'ላ', 'ም', 'ወ', 'ን', 'በ', 'ር'] },
      ],
      undrawableCount: 2,
    });
    const foreign = await t.request(`/api/projects/${project.id}/reports/check`, { cookie: bob });
    expect(foreign.status).toBe(404);
  });
});
