import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootData } from '@tagwise/core/boot-data';
import type { Project } from '@tagwise/core/schemas/projects';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The HTML of a signed-in page carries that person's session and the page's first data (boot data).
// It must never reach anyone else: not a signed-out visitor, not another workspace, not a cache.

let t: TestApp;
let dist: string;
let alice: string;
let bob: string;
let aliceProject: Project;
let bobProject: Project;

beforeAll(async () => {
  const build = mkdtempSync(path.join(os.tmpdir(), 'tagwise-web-'));
  dist = path.join(build, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  // The web build's renderer of signed-in pages, beside dist (apps/web/src/server-render.tsx): this one
  // draws the project's name and item names, and fails for a project named "fail render".
  mkdirSync(path.join(build, 'dist-server'));
  writeFileSync(
    path.join(build, 'dist-server', 'server-render.js'),
    `const esc = (s) => s.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderSignedInPage({ url, boot, cookies }) {
  const main = (title, names) => '<main data-url="' + esc(new URL(url).pathname) + '" data-cookies="' + esc(cookies) + '"><h1>' + esc(title) + '</h1><ul>' + names.map((name) => '<li>' + esc(name) + '</li>').join('') + '</ul></main>';
  if (!boot.project) return main('Projects', boot.projects.projects.map((project) => project.name));
  if (boot.project.name === 'fail render') throw new Error('render failed');
  return main(boot.project.name, boot.items.page.items.map((item) => item.name));
}
`,
  );
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Tagwise</title><script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-r1.js"></head><body><div id="root"></div></body></html>',
  );
  // Vite's build manifest, as much of it as the server reads: the entry and the projects page's chunks.
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_button-b2.js'] },
      '_button-b2.js': { file: 'assets/button-b2.js' },
      'src/app/signed-in-shell.tsx': { file: 'assets/app-shell-c3.js', imports: ['_button-b2.js'] },
      'src/features/projects/pages/projects-page.tsx': {
        file: 'assets/projects-page-d4.js',
        imports: ['index.html', '_dialog-e5.js'],
      },
      'src/app/routes/inventory-page.tsx': { file: 'assets/inventory-page-f6.js', imports: ['_dialog-e5.js'] },
      '_dialog-e5.js': { file: 'assets/dialog-e5.js' },
    }),
  );
  t = await createTestApp({ webDist: dist });
  alice = await t.signUp('alice@example.com');
  bob = await t.signUp('bob@example.com');
  aliceProject = await create(alice, { name: 'Alice <b>sale</b> $& </script><script>alert(1)</script>' });
  bobProject = await create(bob, { name: 'Bob private sale' });
  const item = await t.request('/api/items', {
    method: 'POST',
    cookie: alice,
    json: { projectId: aliceProject.id, name: 'Oak chair', category: 'Furniture', retailCents: 4_000 },
  });
  expect(item.status).toBe(201);
});
afterAll(() => t.close());

async function create(cookie: string, json: unknown) {
  const res = await t.request('/api/projects', { method: 'POST', cookie, json });
  expect(res.status).toBe(201);
  return (await res.json()) as Project;
}

const page = async (url: string, cookie?: string) => {
  const res = await t.request(url, cookie ? { cookie } : {});
  expect(res.status).toBe(200);
  const html = await res.text();
  const json = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(html)?.[1];
  return { res, html, boot: json === undefined ? null : (JSON.parse(json) as BootData) };
};
const apiJson = async (url: string, cookie: string) => (await t.request(url, { cookie })).json();

describe('boot data in the HTML of a signed-in page', () => {
  it('carries the session and the projects list exactly as the API answers them, never stored by a cache', async () => {
    const { res, boot } = await page('/projects', alice);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(boot?.session.user.email).toBe('alice@example.com');
    expect(boot?.projects).toEqual(await apiJson('/api/projects', alice));
    expect(boot?.folders).toEqual(await apiJson('/api/folders', alice));
    expect(JSON.stringify(boot)).not.toContain('Bob private sale');
    // The profile menu's credits meter and plan, read by every signed-in page (billing is on here).
    expect(boot?.credits).toEqual(await apiJson('/api/credits', alice));
    expect(boot?.subscription).toEqual(await apiJson('/api/billing/subscription', alice));
  });

  it('carries no credits or plan from a server without billing, which shows neither', async () => {
    const unbilled = await createTestApp({ webDist: dist, env: { BILLING_PROVIDER: 'none' } });
    try {
      const carol = await unbilled.signUp('carol@example.com');
      const res = await unbilled.request('/projects', { cookie: carol });
      const json = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(await res.text())?.[1];
      const boot = JSON.parse(json ?? 'null') as BootData | null;
      expect(boot?.session.user.email).toBe('carol@example.com');
      expect(boot?.credits).toBeUndefined();
      expect(boot?.subscription).toBeUndefined();
    } finally {
      await unbilled.close();
    }
  });

  it('carries the project page: the project, its first page of items, their count and how many need review', async () => {
    const { boot } = await page(`/projects/${aliceProject.id}`, alice);
    expect(boot?.project).toEqual(await apiJson(`/api/projects/${aliceProject.id}`, alice));
    expect(boot?.items?.page).toEqual(await apiJson(`/api/items?projectId=${aliceProject.id}`, alice));
    expect(boot?.items?.count).toEqual({ total: 1 });
    // The review banner's count, as the API answers it, so the banner is drawn with the first render.
    expect(boot?.items?.needsReview).toEqual(
      await apiJson(`/api/items/count?needsReview=true&projectId=${aliceProject.id}`, alice),
    );
    // Account settings and the admin's EstateSales.NET panel (connection and listing preview), as the API
    // answers them: arriving after the first render, the panel pushed the list down.
    expect(boot?.account).toEqual(await apiJson('/api/settings/account', alice));
    expect(boot?.estateSales?.settings).toEqual(await apiJson('/api/integrations/estatesales', alice));
    expect(boot?.estateSales?.preview).toEqual(await apiJson(`/api/projects/${aliceProject.id}/estatesales`, alice));
    // With a search in the address the page asks for its own list.
    expect((await page(`/projects/${aliceProject.id}?q=chair`, alice)).boot?.items).toBeUndefined();
  });

  it("gives a team member their own settings and no EstateSales.NET panel (publishing is the admin's)", async () => {
    const member = await t.signUpSubUser('member@example.com', 'alice@example.com');
    const { boot } = await page(`/projects/${aliceProject.id}`, member);
    expect(boot?.project?.id).toBe(aliceProject.id);
    expect(boot?.account).toEqual(await apiJson('/api/settings/account', member));
    expect(boot?.account?.role).toBe('sub_user');
    expect(boot?.estateSales).toBeUndefined();
  });

  it("holds nothing of another workspace's project whose address someone opens", async () => {
    const { html, boot } = await page(`/projects/${bobProject.id}`, alice);
    expect(boot?.session.user.email).toBe('alice@example.com');
    expect(boot?.project).toBeUndefined();
    expect(boot?.items).toBeUndefined();
    expect(html).not.toContain('Bob private sale');
  });

  it('is absent for a signed-out visitor and for a cookie that is not a session', async () => {
    for (const cookie of [undefined, 'tagwise.session_token=forged.value']) {
      for (const url of ['/projects', `/projects/${aliceProject.id}`, '/']) {
        const { res, html, boot } = await page(url, cookie);
        expect(boot).toBeNull();
        expect(html).not.toContain('boot-data');
        expect(html).not.toContain('Alice');
        expect(res.headers.get('cache-control')).toBe('no-cache');
      }
    }
  });

  it('escapes what people typed, so a name cannot end the data block or run a script', async () => {
    const { html, boot } = await page('/projects', alice);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<b>sale');
    expect(boot?.projects?.projects.map((p) => p.name)).toContain(aliceProject.name);
  });

  it("preloads the page's chunks that the entry script does not already load", async () => {
    // A page the browser draws (the inventory): its chunks as modulepreload links.
    const { html } = await page('/inventory', alice);
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    // Beside the one index.html has for the entry itself.
    expect(preloads.sort()).toEqual([
      '/assets/app-shell-c3.js',
      '/assets/dialog-e5.js',
      '/assets/inventory-page-f6.js',
      '/assets/react-r1.js',
    ]);
    expect((await page('/inventory')).html.match(/modulepreload/g)).toHaveLength(1);
  });

  it('does not serve the build manifest to browsers', async () => {
    expect((await t.request('/.vite/manifest.json')).status).toBe(404);
  });
});

describe("the projects page and a project's page drawn by the server", () => {
  const root = (html: string) => /<div id="root"( data-prerendered)?>(.*?)<\/div><\/body>/s.exec(html);
  const START =
    /<script defer src="\/start-after-paint.js" data-entry="([^"]+)" data-first="([^"]*)" data-preload="([^"]*)"><\/script>/;

  it('arrives drawn, with its boot data, and its code fetched once it has painted', async () => {
    const { html, boot } = await page(`/projects/${aliceProject.id}`, alice);
    const drawn = root(html);
    expect(drawn?.[1]).toBe(' data-prerendered');
    expect(drawn?.[2]).toContain('<li>Oak chair</li>');
    // The renderer is given the address and the request's cookies (which tips this device hides).
    expect(drawn?.[2]).toContain(`data-url="/projects/${aliceProject.id}"`);
    expect(drawn?.[2]).toContain('tagwise.session_token');
    expect(boot?.project?.id).toBe(aliceProject.id);
    // The shell's script tag gives way to the one that starts the code after the first paint.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const start = START.exec(html);
    expect(start?.[1]).toBe('/assets/index-a1.js');
    // The entry's own chunks run first, one at a time; the page's download alongside.
    expect(start?.[2]).toBe('/assets/react-r1.js');
    expect(start?.[3]?.split(' ')).toContain('/assets/app-shell-c3.js');
  });

  it("draws the projects page with its projects, and no one else's", async () => {
    const { html, boot } = await page('/projects', alice);
    const drawn = root(html);
    expect(drawn?.[1]).toBe(' data-prerendered');
    expect(drawn?.[2]).toContain('<h1>Projects</h1>');
    expect(drawn?.[2]).toContain('data-url="/projects"');
    expect(drawn?.[2]).toContain('<li>Alice &#60;b&#62;sale&#60;/b&#62; $&#38; &#60;/script&#62;');
    expect(drawn?.[2]).not.toContain('Bob private sale');
    expect(boot?.folders).toEqual(await apiJson('/api/folders', alice));
    expect(START.exec(html)?.[3]?.split(' ')).toContain('/assets/projects-page-d4.js');
  });

  it("draws nothing it has no data for: a search, another workspace's project, a visitor", async () => {
    const undrawn = async (url: string, cookie?: string) => {
      const { html } = await page(url, cookie);
      expect(root(html)?.[0]).toBe('<div id="root"></div></body>');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-a1.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-r1.js">');
      expect(html).not.toContain('start-after-paint');
    };
    await undrawn(`/projects/${aliceProject.id}?q=chair`, alice);
    await undrawn(`/projects/${bobProject.id}`, alice);
    await undrawn(`/projects/${aliceProject.id}`);
    await undrawn('/projects');
    // A signed-in page other than these two is drawn by the browser.
    await undrawn('/inventory', alice);
  });

  it('costs only the head start when the render fails: the page is served for the browser to draw', async () => {
    const failing = await create(alice, { name: 'fail render' });
    const { html, boot } = await page(`/projects/${failing.id}`, alice);
    expect(root(html)?.[0]).toBe('<div id="root"></div></body>');
    expect(boot?.project?.id).toBe(failing.id);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a1.js">');
  });
});
