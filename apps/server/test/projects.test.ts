import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, ProjectList } from '@tagwise/core/schemas/projects';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice@example.com');
  bob = await t.signUp('bob@example.com');
});
afterAll(() => t.close());

const api = (cookie: string, method: string, path: string, json?: unknown) =>
  t.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

async function createProject(cookie: string, body: unknown = { name: 'Maple Street Estate' }) {
  const res = await api(cookie, 'POST', '/api/projects', body);
  expect(res.status).toBe(201);
  return (await res.json()) as Project;
}

describe('projects', () => {
  it('lists each project with its item count, retail total and tag value, per workspace', async () => {
    const full = await createProject(bob, { name: 'Counted sale' });
    const empty = await createProject(bob, { name: 'Empty sale' });
    for (const [retailCents, tagPrice] of [
      [12_050, 60],
      [null, 15],
      [4_000, null],
    ]) {
      const res = await api(bob, 'POST', '/api/items', {
        projectId: full.id,
        name: 'Thing',
        category: 'Other',
        retailCents,
        ...(tagPrice === null ? {} : { tagPrice }),
      });
      expect(res.status).toBe(201);
    }
    const list = (await (await api(bob, 'GET', '/api/projects')).json()) as ProjectList;
    const stats = (id: string) => list.projects.find((p) => p.id === id)?.stats;
    // $40 retail by the account's rules: 40 x 65% x Good 80% = $20.80 → $21.
    expect(stats(full.id)).toEqual({ itemCount: 3, retailCents: 16_050, tagValue: 60 + 15 + 21 });
    expect(stats(empty.id)).toEqual({ itemCount: 0, retailCents: 0, tagValue: 0 });
    const alices = (await (await api(alice, 'GET', '/api/projects')).json()) as ProjectList;
    expect(alices.projects.map((p) => p.id)).not.toContain(full.id);
  });

  it('creates a project with the trimmed name, optional description and no markdown of its own', async () => {
    const project = await createProject(alice, { name: '  Oak Lane sale  ', description: '' });
    expect(project).toMatchObject({
      name: 'Oak Lane sale',
      description: null,
      markdownPercentage: null,
      folderId: null,
    });
  });

  it("prices a new project's items by the account's default markdown until the project gets one", async () => {
    const settings = await api(alice, 'GET', '/api/settings/pricing');
    expect(((await settings.json()) as { markdownPercentage: number }).markdownPercentage).toBe(35);
    const project = await createProject(alice, { name: 'Birch Road sale' });
    const add = await api(alice, 'POST', '/api/items', {
      projectId: project.id,
      name: 'Mantel clock',
      category: 'Decor',
      condition: 'Good',
      retailCents: 8_500,
    });
    // $85 x (1 - 35%) x Good 80% = $44.20 → $44 (a 40% markdown gave $41).
    const item = (await add.json()) as { tagPrice: number; priceBreakdown: string };
    expect(item.tagPrice).toBe(44);
    expect(item.priceBreakdown).toBe('Retail $85 → Default markdown 35% → $55.25 → Good 80% → $44');
  });

  it('refuses an empty or over-long name with the field message', async () => {
    const empty = await api(alice, 'POST', '/api/projects', { name: '   ' });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toContain('Project name is required');
    const long = await api(alice, 'POST', '/api/projects', { name: 'x'.repeat(121) });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toContain('at most 120 characters');
  });

  it('lists only the workspace projects, newest first', async () => {
    const a = await createProject(alice, { name: 'First' });
    const b = await createProject(alice, { name: 'Second' });
    await createProject(bob, { name: 'Bob only' });
    const res = await api(alice, 'GET', '/api/projects');
    const { projects } = (await res.json()) as { projects: Project[] };
    const names = projects.map((p) => p.name);
    expect(names.indexOf('Second')).toBeLessThan(names.indexOf('First'));
    expect(names).not.toContain('Bob only');
    expect(projects.map((p) => p.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('edits sale details and the markdown; refuses out-of-range markdowns', async () => {
    const project = await createProject(alice);
    const res = await api(alice, 'PATCH', `/api/projects/${project.id}`, {
      title: 'Mid-century treasures',
      address: '12 Maple Street, Springfield',
      saleDates: 'Sat 6 Dec – Sun 7 Dec',
      saleTimes: '8am – 3pm',
      markdownPercentage: 25,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ address: '12 Maple Street, Springfield', markdownPercentage: 25 });
    const bad = await api(alice, 'PATCH', `/api/projects/${project.id}`, { markdownPercentage: 140 });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toContain('Percentage must be between 0 and 100');
    const nothing = await api(alice, 'PATCH', `/api/projects/${project.id}`, {});
    expect(nothing.status).toBe(400);
  });

  it('replaces per-category markdowns as a whole, refusing unknown categories and duplicates', async () => {
    const project = await createProject(alice);
    const path = `/api/projects/${project.id}/category-markdowns`;
    const ok = await api(alice, 'PUT', path, {
      markdowns: [
        { category: 'Furniture', markdown_percentage: 30 },
        { category: 'Art', markdown_percentage: 10 },
      ],
    });
    expect(((await ok.json()) as Project).categoryMarkdowns).toHaveLength(2);
    const dup = await api(alice, 'PUT', path, {
      markdowns: [
        { category: 'Art', markdown_percentage: 1 },
        { category: 'Art', markdown_percentage: 2 },
      ],
    });
    expect(dup.status).toBe(400);
    const unknown = await api(alice, 'PUT', path, { markdowns: [{ category: 'Boats', markdown_percentage: 5 }] });
    expect(unknown.status).toBe(400);
    // Nothing half-saved: the previous two are still there.
    const after = (await (await api(alice, 'GET', `/api/projects/${project.id}`)).json()) as Project;
    expect(after.categoryMarkdowns.map((m) => m.category).sort()).toEqual(['Art', 'Furniture']);
  });

  it('moves a project into a folder and out again; deleting the folder keeps the project', async () => {
    const project = await createProject(alice);
    const folder = (await (await api(alice, 'POST', '/api/folders', { name: 'Spring sales' })).json()) as {
      id: string;
    };
    const moved = await api(alice, 'PUT', `/api/projects/${project.id}/folder`, { folderId: folder.id });
    expect(((await moved.json()) as Project).folderId).toBe(folder.id);
    expect((await api(alice, 'DELETE', `/api/folders/${folder.id}`)).status).toBe(204);
    const after = (await (await api(alice, 'GET', `/api/projects/${project.id}`)).json()) as Project;
    expect(after.folderId).toBeNull();
  });

  it('deletes a project', async () => {
    const project = await createProject(alice);
    expect((await api(alice, 'DELETE', `/api/projects/${project.id}`)).status).toBe(204);
    expect((await api(alice, 'GET', `/api/projects/${project.id}`)).status).toBe(404);
  });

  it('answers 401 without a session and 400 for a malformed id', async () => {
    const res = await t.request('/api/projects');
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue.',
    });
    expect((await api(alice, 'GET', '/api/projects/not-a-uuid')).status).toBe(400);
  });
});

describe('folders', () => {
  it('creates, renames and lists folders by name; a duplicate name is a 409', async () => {
    const res = await api(alice, 'POST', '/api/folders', { name: 'Zeta' });
    expect(res.status).toBe(201);
    const zeta = (await res.json()) as { id: string };
    await api(alice, 'POST', '/api/folders', { name: 'Alpha' });
    const dup = await api(alice, 'POST', '/api/folders', { name: 'Alpha' });
    expect(dup.status).toBe(409);
    expect(await errorOf(dup)).toEqual({ code: 'CONFLICT', message: 'A folder with this name already exists' });
    expect((await api(alice, 'PATCH', `/api/folders/${zeta.id}`, { name: 'Beta' })).status).toBe(200);
    const { folders } = (await (await api(alice, 'GET', '/api/folders')).json()) as { folders: { name: string }[] };
    const names = folders.map((f) => f.name);
    expect(names.indexOf('Alpha')).toBeLessThan(names.indexOf('Beta'));
    // Another workspace may use the same name.
    expect((await api(bob, 'POST', '/api/folders', { name: 'Alpha' })).status).toBe(201);
  });
});

describe("another workspace's ids are 404 on every route", () => {
  it('projects and folders of Alice are invisible to Bob, and nothing changes', async () => {
    const project = await createProject(alice, { name: 'Private sale' });
    const folder = (await (await api(alice, 'POST', '/api/folders', { name: 'Private folder' })).json()) as {
      id: string;
    };
    const bobsProject = await createProject(bob, { name: 'Bob sale' });
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/projects/${project.id}`],
      ['PATCH', `/api/projects/${project.id}`, { name: 'Renamed by Bob' }],
      ['PUT', `/api/projects/${project.id}/category-markdowns`, { markdowns: [] }],
      ['PUT', `/api/projects/${project.id}/folder`, { folderId: null }],
      ['DELETE', `/api/projects/${project.id}`],
      ['PATCH', `/api/folders/${folder.id}`, { name: 'Renamed by Bob' }],
      ['DELETE', `/api/folders/${folder.id}`],
      // Bob's own project into Alice's folder, and a project created straight into it.
      ['PUT', `/api/projects/${bobsProject.id}/folder`, { folderId: folder.id }],
      ['POST', '/api/projects', { name: 'Sneaky', folderId: folder.id }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await api(bob, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await errorOf(res)).code).toBe('NOT_FOUND');
    }
    const still = (await (await api(alice, 'GET', `/api/projects/${project.id}`)).json()) as Project;
    expect(still.name).toBe('Private sale');
    const bobs = (await (await api(bob, 'GET', '/api/projects')).json()) as { projects: Project[] };
    expect(bobs.projects.map((p) => p.name)).not.toContain('Sneaky');
  });
});

describe('pricing settings', () => {
  it('starts at the spec defaults and saves a full valid set', async () => {
    const res = await api(alice, 'GET', '/api/settings/pricing');
    expect(await res.json()).toEqual({
      conditionMultipliers: [
        { name: 'New', percentage: 100 },
        { name: 'Like New', percentage: 90 },
        { name: 'Good', percentage: 80 },
        { name: 'Fair', percentage: 70 },
        { name: 'Poor', percentage: 50 },
      ],
      categoryMarkdowns: [],
      markdownPercentage: 35,
      minimumPrice: 1,
      maximumPrice: 10000,
      markupPercentage: 0,
    });
    const next = {
      conditionMultipliers: [{ name: 'Good', percentage: 85 }],
      categoryMarkdowns: [{ category: 'Furniture', markdown_percentage: 20 }],
      markdownPercentage: 30,
      minimumPrice: 2,
      maximumPrice: 5000,
      markupPercentage: 5,
    };
    expect((await api(alice, 'PUT', '/api/settings/pricing', next)).status).toBe(200);
    expect(await (await api(alice, 'GET', '/api/settings/pricing')).json()).toEqual(next);
    // Bob's workspace is untouched.
    expect(
      ((await (await api(bob, 'GET', '/api/settings/pricing')).json()) as { markdownPercentage: number })
        .markdownPercentage,
    ).toBe(35);
  });

  it('refuses an empty condition list with the spec message and keeps the old rules', async () => {
    const before = await (await api(alice, 'GET', '/api/settings/pricing')).json();
    const res = await api(alice, 'PUT', '/api/settings/pricing', { ...(before as object), conditionMultipliers: [] });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain('You must have at least one condition');
    expect(await (await api(alice, 'GET', '/api/settings/pricing')).json()).toEqual(before);
  });

  it('is closed to sub-users, who work in their admin workspace', async () => {
    const carol = await t.signUpSubUser('carol@example.com', 'alice@example.com');
    const res = await api(carol, 'GET', '/api/settings/pricing');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe('Pricing settings are only accessible to admin users.');
    // ...but sees and works on the admin's projects.
    const { projects } = (await (await api(carol, 'GET', '/api/projects')).json()) as { projects: Project[] };
    expect(projects.map((p) => p.name)).toContain('Private sale');
  });
});
