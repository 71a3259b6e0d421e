import type { Locator, Page } from '@playwright/test';
import type { Item } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { isAppRoute } from '../apps/web/src/app/route-paths.ts';
import { expect, test } from './fixtures.ts';

// Walks every link and every menu or dialog button of the public pages and the signed-in app, and fails on
// a dead end: a link to an address the app does not have (it would bounce to /projects or /), a link that
// lands somewhere else, a page that crashes, or a dialog or menu that opens with no way forward or out.

const CRASH = /Something went wrong|App Failed to Load/;
/** Controls whose effect is the point of another test and would end this walk (the session, the data). */
const SKIPPED = /^(Sign out|Delete|Remove)/i;

/** Internal links of the page: their paths, each once. */
async function internalLinks(scope: Page | Locator, origin: string): Promise<string[]> {
  const hrefs = await scope.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/'))
    .map((url) => url.pathname + url.search);
  return [...new Set(paths)];
}

/** Every internal link goes to a page the app has, which opens without crashing and stays at its path. */
async function followLinks(page: Page, from: string, problems: string[], followed: Set<string>) {
  const origin = new URL(page.url()).origin;
  for (const link of await internalLinks(page, origin)) {
    // Each address is opened once in the whole walk; every link to it is still checked against the routes.
    const path = link.split('?')[0]!;
    if (followed.has(link) && isAppRoute(path)) continue;
    followed.add(link);
    if (!isAppRoute(path)) {
      problems.push(`${from}: link to ${link}, which is no page of the app`);
      continue;
    }
    await page.goto(link);
    await page.waitForLoadState('networkidle');
    if (CRASH.test(await page.locator('body').innerText())) problems.push(`${from}: ${link} crashed`);
    const landed = new URL(page.url()).pathname;
    // A redirect the app means (/ to /projects when signed in, /auth and /dashboard) is fine; another is not.
    if (landed !== path && !['/', '/auth', '/dashboard', '/home'].includes(path)) {
      problems.push(`${from}: link to ${link} ended at ${landed}`);
    }
  }
}

const OVERLAY = '[role="dialog"]:visible, [role="alertdialog"]:visible, [role="menu"]:visible';

/**
 * What a dialog or menu offers: it must have something to do, link only to pages the app has, and close
 * with Escape. `waitMs`: how long it may take to appear (dialogs load lazily). False when none appeared.
 */
async function checkOverlay(page: Page, label: string, problems: string[], waitMs = 0) {
  const overlay = page.locator(OVERLAY).last();
  if (waitMs > 0) await overlay.waitFor({ state: 'visible', timeout: waitMs }).catch(() => undefined);
  if ((await page.locator(OVERLAY).count()) === 0) return false;
  const actions = overlay.locator(
    'button:not([disabled]):visible, a[href]:visible, [role="menuitem"]:not([aria-disabled="true"]):visible, input:visible, select:visible, textarea:visible',
  );
  if ((await actions.count()) === 0) problems.push(`${label}: opens with nothing to do in it`);
  const origin = new URL(page.url()).origin;
  for (const link of await internalLinks(overlay, origin)) {
    if (!isAppRoute(link.split('?')[0]!)) problems.push(`${label}: links to ${link}, which is no page of the app`);
  }
  // Escape closes the top layer; a dialog opened from a menu may need a second press for itself.
  for (let press = 0; press < 3 && (await page.locator(OVERLAY).count()) > 0; press++) {
    await page.keyboard.press('Escape');
    await page
      .waitForFunction(
        (selector) => document.querySelectorAll(selector).length === 0,
        '[role="dialog"], [role="alertdialog"], [role="menu"]',
        { timeout: 2_000 },
      )
      .catch(() => undefined);
  }
  if ((await page.locator(OVERLAY).count()) > 0) problems.push(`${label}: cannot be closed with Escape`);
  return true;
}

/** A control that cannot be clicked (covered by something, gone) is a problem of its own, not a hang. */
async function tryClick(control: Locator, label: string, problems: string[]) {
  try {
    await control.click({ timeout: 5_000 });
    return true;
  } catch {
    problems.push(`${label}: could not be clicked (covered or gone)`);
    return false;
  }
}

/**
 * Opens every menu and dialog button of the page once, and each item of every menu. A menu already walked in
 * this test (the same button with the same entries: the account menu every page of the app shell has) is still
 * opened and checked, but its entries are not followed again, as a link already followed is not opened again.
 */
async function openEverything(page: Page, url: string, problems: string[], walkedMenus: Set<string>) {
  // A page opened with a dialog (?settings=...) is that dialog's walk: the page behind it is inert.
  const opensWithDialog = (await page.locator('[role="dialog"]:visible').count()) > 0;
  const scope = () => (opensWithDialog ? page.locator('[role="dialog"]:visible').first() : page);
  const triggers = () => scope().locator('button[aria-haspopup]:visible:not([disabled])');
  const names = await triggers().evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim() ?? ''),
  );
  let onPage = true;
  const reopen = async () => {
    if (onPage) return;
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    onPage = true;
  };
  for (const [index, name] of names.entries()) {
    if (SKIPPED.test(name)) continue;
    await reopen();
    const trigger = triggers().nth(index);
    if ((await trigger.count()) === 0) continue;
    const label = `${url} "${name}"`;
    if (process.env.WALK_DEBUG) console.log('open', label);
    if (!(await tryClick(trigger, label, problems))) continue;
    const menu = page.locator('[role="menu"]:visible');
    await menu.waitFor({ state: 'visible', timeout: 1_000 }).catch(() => undefined);
    if ((await menu.count()) === 0) {
      if (!(await checkOverlay(page, label, problems, 3_000))) {
        problems.push(`${label}: says it opens something (aria-haspopup) but nothing opened`);
      }
      continue;
    }
    const items = await menu.locator('[role="menuitem"]').evaluateAll((nodes) =>
      nodes.map((n) => ({
        name: n.getAttribute('aria-label') ?? n.textContent?.trim() ?? '',
        // A menu entry that links to the page it is on (the credit meter on the credit history) only closes.
        here: n instanceof HTMLAnchorElement && n.pathname === window.location.pathname,
        // A download link (a report, a CSV) leads to a file: it must start a download; so must an entry that
        // asks the server first and then downloads (data-download: the reports).
        download: (n instanceof HTMLAnchorElement && n.hasAttribute('download')) || n.hasAttribute('data-download'),
      })),
    );
    await checkOverlay(page, label, problems);
    const menuKey = JSON.stringify([name, items.map((entry) => entry.name)]);
    if (walkedMenus.has(menuKey)) continue;
    walkedMenus.add(menuKey);
    for (const [at, { name: item, here, download }] of items.entries()) {
      if (SKIPPED.test(item) || here) continue;
      await reopen();
      if (process.env.WALK_DEBUG) console.log('item', label, item);
      if (!(await tryClick(triggers().nth(index), label, problems))) continue;
      const downloaded = download ? page.waitForEvent('download', { timeout: 20_000 }).catch(() => null) : null;
      if (
        !(await tryClick(
          page.locator('[role="menu"]:visible [role="menuitem"]').nth(at),
          `${label} → "${item}"`,
          problems,
        ))
      )
        continue;
      if (downloaded) {
        const file = await downloaded;
        if (!file || (await file.failure())) problems.push(`${label} → "${item}": the download did not arrive`);
        onPage = false;
        continue;
      }
      await page.waitForLoadState('networkidle');
      // The menu closes with an animation; what its item opened is the overlay after it (a dialog whose code
      // loads on first opening comes a moment later).
      await page
        .locator('[role="menu"]')
        .waitFor({ state: 'detached', timeout: 2_000 })
        .catch(() => undefined);
      onPage = false;
      const landed = new URL(page.url()).pathname;
      if (!isAppRoute(landed)) problems.push(`${label} → "${item}": went to ${landed}`);
      if (CRASH.test(await page.locator('body').innerText())) problems.push(`${label} → "${item}": crashed`);
      // A menu item either goes to another page (checked above) or opens something, which must lead somewhere.
      if (
        landed === new URL(url, page.url()).pathname &&
        !(await checkOverlay(page, `${label} → "${item}"`, problems, 3_000))
      ) {
        problems.push(`${label} → "${item}": did nothing`);
      }
    }
  }
}

test.describe('no dead ends', () => {
  test.setTimeout(240_000);
  // Each test signs in its own account: the two browser workers walk them side by side.
  test.describe.configure({ mode: 'parallel' });

  test('public pages: every link leads to a page the app has', async ({ page }) => {
    const problems: string[] = [];
    const followed = new Set<string>();
    // The landing page links every other public page (features, pricing, blog, help, FAQ, the posts).
    for (const url of [
      '/home',
      '/signin',
      '/signup',
      '/forgot-password',
      '/reset-password',
      '/terms',
      '/privacy',
      '/help',
      '/blog',
    ]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await followLinks(page, url, problems, followed);
    }
    expect(problems).toEqual([]);
  });

  // Two halves of the signed-in app, so the two browser workers walk them side by side.
  const halves: { name: string; pages: (project: Project, item: Item) => string[] }[] = [
    {
      name: 'projects, a project, an item and the inventory',
      pages: (project, item) => ['/projects', `/projects/${project.id}`, `/items/${item.id}`, '/inventory'],
    },
    {
      name: 'review, queue, credits and settings',
      pages: () => ['/review', '/queue', '/credit-history', '/projects?settings=profile'],
    },
  ];
  for (const half of halves) {
    test(`signed in (${half.name}): every link, menu and dialog leads somewhere and can be left`, async ({
      page,
      signIn,
    }) => {
      await signIn();
      const project = (await (await page.request.post('/api/projects', { data: { name: 'Walk' } })).json()) as Project;
      const item = (await (
        await page.request.post('/api/items', {
          data: { projectId: project.id, name: 'Brass lamp', category: 'Decor', retailCents: 4_000 },
        })
      ).json()) as Item;
      const problems: string[] = [];
      const followed = new Set<string>();
      const walkedMenus = new Set<string>();
      for (const url of half.pages(project, item)) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        if (CRASH.test(await page.locator('body').innerText())) problems.push(`${url}: crashed`);
        await followLinks(page, url, problems, followed);
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await openEverything(page, url, problems, walkedMenus);
      }
      expect(problems).toEqual([]);
    });
  }
});
