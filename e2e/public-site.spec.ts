import type { Page } from '@playwright/test';
import { FAQ_ENTRIES } from '@tagwise/core/help/faq';
import { FEATURES } from '@tagwise/core/help/features';
import { HELP_ARTICLES } from '@tagwise/core/help/help-articles';
import { PACK_PRICES_TEXT, PLANS, formatDollars } from '@tagwise/core/values/billing';
import { axeViolations } from './analysis-helpers.ts';
import { expect, test } from './fixtures.ts';

// The public site (commercial-side.md sections 1, 2, 4, 5 and 9; core-app.md section 2): the landing page
// and its ROI calculator, the feature pages, help, FAQ, blog, terms and privacy, as a visitor meets them.

/** The ROI calculator's output of that name (its <dd>). */
const output = (page: Page, label: string) =>
  page.locator('dl').filter({ hasText: 'Monthly savings' }).locator('div').filter({ hasText: label }).locator('dd');

test('the landing page sells: navigation, hero, screenshots, five features, plans and the footer', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const name of ['Features', 'Pricing', 'Blog', 'Sign In', 'Get Started']) {
    await expect(header.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snap. Analyze. Sell.');
  await expect(page.getByRole('link', { name: 'Start 7-Day Free Trial' }).first()).toHaveAttribute('href', '/pricing');
  // Real screenshots, loaded (not a broken picture).
  const pictures = page.locator('main img');
  expect(await pictures.count()).toBeGreaterThanOrEqual(4);
  for (const img of await pictures.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  const features = page.locator('#features li');
  await expect(features).toHaveCount(5);
  for (const feature of FEATURES) {
    await expect(
      page.locator('#features').getByRole('link', { name: new RegExp(feature.shortTitle, 'i') }),
    ).toHaveAttribute('href', feature.path);
  }
  // In a sentence a card's title starts small, but AI keeps its capitals.
  await expect(page.getByRole('link', { name: 'More about AI analysis', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'More about smart pricing', exact: true })).toBeVisible();
  // "Compare plans and credit packs": the pricing page names the packs' prices too.
  await page.getByRole('link', { name: 'Compare plans and credit packs' }).click();
  await expect(page.getByText(`Credit packs (${PACK_PRICES_TEXT}, bought from your account)`)).toBeVisible();
  await page.goBack();
  // The plans come from the one price list.
  for (const plan of PLANS) {
    await expect(page.getByRole('heading', { name: new RegExp(`^${plan.name}`) })).toBeVisible();
    await expect(page.getByText(formatDollars(plan.priceCents), { exact: true })).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  for (const name of ['Help', 'FAQ', 'Blog', 'Terms of Service', 'Privacy Policy']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
});

test('the ROI calculator computes the spec’s formulas, clamps its inputs and waits for typing to stop', async ({
  page,
}) => {
  await page.goto('/home#roi');
  // Defaults: labour 5 x 10 x 15 x 50% x 2 = $750; recaptured 5 x 15,000 x 15% x 60% = $6,750.
  await expect(output(page, 'Labor savings')).toHaveText('$750');
  await expect(output(page, 'Revenue recaptured')).toHaveText('$6,750');
  await expect(output(page, 'Monthly savings')).toHaveText('$7,500');
  await expect(output(page, 'Annual savings')).toHaveText('$90,000');
  await expect(output(page, 'ROI')).toHaveText('7,476%');
  // 99 / 7,500 months x 30 = 0.4 days: said as less than a day, never "0 days".
  await expect(output(page, 'Payback')).toHaveText('Less than a day');

  // The smallest company of the unit tests: $55 a month against a $99 fee pays back in 1.8 months.
  const minimums: [string, string][] = [
    ['Sales per month', '1'],
    ['Average revenue per sale ($)', '5000'],
    ['Hours per sale per employee', '5'],
    ['Hourly rate ($)', '10'],
    ['Employees', '1'],
    ['Underpricing loss (%)', '5'],
    ['Time reduction (%)', '10'],
    ['Underpricing recovered (%)', '20'],
  ];
  for (const [label, value] of minimums) await page.getByLabel(label, { exact: true }).fill(value);
  await expect(output(page, 'Monthly savings')).toHaveText('$55');
  await expect(output(page, 'ROI')).toHaveText('-44%');
  await expect(output(page, 'Payback')).toHaveText('1.8 months');

  // Not a number counts as 0, so as the minimum; over the range counts as the maximum; leaving shows it.
  const sales = page.getByLabel('Sales per month', { exact: true });
  await sales.fill('');
  await sales.blur();
  await expect(sales).toHaveValue('1');
  await sales.fill('500');
  await sales.blur();
  await expect(sales).toHaveValue('50');
  // 50 x 5 x 10 x 10% x 1 = $250; 50 x 5,000 x 5% x 20% = $2,500.
  await expect(output(page, 'Monthly savings')).toHaveText('$2,750');

  // Sales and employees are whole numbers, the revenue goes in $1,000 steps: the field says what is used.
  await sales.fill('3.7');
  const salesProblem = page.getByText('Sales per month is a whole number: 4 is used.');
  await expect(salesProblem).toBeVisible();
  await expect(sales).toHaveAttribute('aria-invalid', 'true');
  await expect(sales).toHaveAccessibleDescription(/^Sales per month is a whole number: 4 is used\./);
  // 4 x 5 x 10 x 10% x 1 = $20; 4 x 5,000 x 5% x 20% = $200.
  await expect(output(page, 'Monthly savings')).toHaveText('$220');
  await sales.blur();
  await expect(sales).toHaveValue('4');
  await expect(salesProblem).toHaveCount(0);
  const revenue = page.getByLabel('Average revenue per sale ($)');
  await revenue.fill('12400');
  await expect(page.getByText('Average revenue per sale goes in steps of $1,000: $12,000 is used.')).toBeVisible();
  // 4 x 12,000 x 5% x 20% = $480, + $20.
  await expect(output(page, 'Monthly savings')).toHaveText('$500');
  await revenue.blur();
  await expect(revenue).toHaveValue('12000');

  // No fee: no ROI (section 4: shown only when the fee is above 0), and nothing to pay back.
  await page.getByLabel('Monthly plan cost ($)').fill('0');
  await expect(output(page, 'ROI')).toHaveCount(0);
  await expect(output(page, 'Payback')).toHaveCount(0);
  await expect(output(page, 'Monthly savings')).toHaveText('$500');
});

test('the ROI figures follow 150 ms after the last keystroke', async ({ page }) => {
  // The page's clock is Playwright's, so the wait is counted, not timed.
  await page.clock.install({ time: new Date('2026-11-20T10:00:00Z') });
  await page.goto('/home#roi');
  const sales = page.getByLabel('Sales per month', { exact: true });
  // Until the page's script has taken over the prerendered form, typing changes nothing.
  await expect
    .poll(async () => {
      await sales.fill('6');
      await page.clock.runFor(1_000);
      return output(page, 'Monthly savings').textContent();
    })
    .toBe('$9,000');
  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt(new Date('2026-11-20T12:00:00Z'));
  await sales.fill('2');
  await page.clock.runFor(100);
  await expect(output(page, 'Monthly savings')).toHaveText('$9,000');
  await sales.fill('20');
  await page.clock.runFor(100);
  // 100 ms after the last keystroke: still the old figures.
  await expect(output(page, 'Monthly savings')).toHaveText('$9,000');
  await page.clock.runFor(60);
  // 20 x $1,500 = $30,000.
  await expect(output(page, 'Monthly savings')).toHaveText('$30,000');
});

test('each feature page says what Tagwise does, and Back returns to where the visitor was', async ({ page }) => {
  await page.goto('/home');
  for (const feature of FEATURES) {
    await page.goto('/home');
    await page
      .locator('#features')
      .getByRole('link', { name: new RegExp(feature.shortTitle, 'i') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${feature.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(feature.title);
    await expect(page).toHaveTitle(`${feature.title} — Tagwise`);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  }
  // The speed claim carries its measured figure.
  await page.goto('/features/ai-analysis');
  await expect(page.getByText(/Measured on a 2-core server: .* seconds for a typical photo/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a link opens its page at the top, or at the section it names; Back returns to where the visitor was', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The header's Features link from another page: the home page at its features.
  await page.getByRole('banner').getByRole('link', { name: 'Features', exact: true }).click();
  await expect(page).toHaveURL(/\/home#features$/);
  await expect(page.getByRole('heading', { level: 2, name: 'What Tagwise does' })).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInViewport();
});

test('help and FAQ show every article at its anchor', async ({ page }) => {
  await page.goto('/help');
  for (const doc of HELP_ARTICLES) {
    await expect(page.locator(`#${doc.id}`).getByRole('heading', { level: 2, name: doc.title })).toBeVisible();
  }
  await page
    .getByRole('navigation', { name: 'Help topics' })
    .getByRole('link', { name: 'Printing price tags' })
    .click();
  await expect(page).toHaveURL(/\/help#price-tags$/);
  await expect(page.locator('#price-tags')).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/faq#analysis-time');
  for (const doc of FAQ_ENTRIES) await expect(page.locator(`#${doc.id}`)).toContainText(doc.title);
  expect(await axeViolations(page)).toEqual([]);
});

test('the blog lists its posts and shows each one', async ({ page }) => {
  await page.goto('/blog');
  const posts = page.getByRole('main').getByRole('listitem');
  expect(await posts.count()).toBeGreaterThanOrEqual(3);
  await page.getByRole('link', { name: 'How to price furniture for an estate sale' }).click();
  await expect(page).toHaveURL(/\/blog\/how-to-price-furniture-for-an-estate-sale$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to price furniture for an estate sale');
  await expect(page.getByRole('heading', { level: 2, name: 'A worked example' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'All posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('terms and privacy carry their date and go back in history, or home when opened directly', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('Last updated 17 October 2025')).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Last updated 17 October 2025')).toBeVisible();
  for (const fact of ['18 or older', 'non-refundable except where the law requires', "30 days' notice", '90 days']) {
    await expect(page.getByRole('main')).toContainText(fact);
  }
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snap. Analyze. Sell.');
});

test('each public page arrives as HTML with its own title, description and Open Graph tags', async ({ page }) => {
  const paths = ['/home', '/pricing', '/help', '/faq', '/blog', '/blog/multi-day-discounting', '/terms', '/privacy'];
  const titles = new Set<string>();
  for (const path of [...paths, ...FEATURES.map((f) => f.path)]) {
    const html = await (await page.request.get(path)).text();
    const title = /<title>(.*?)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title!);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html, path).toMatch(new RegExp(`<meta property="og:url" content="https?://[^"]+${path}"`));
    expect(html, path).toContain('<meta property="og:image" content="http');
    // The page's words are in the HTML itself, before any script (marked until the script hydrates it).
    expect(html, path).toMatch(/<div id="root" data-prerendered><!--\$--><div/);
  }
  expect(titles.size).toBe(paths.length + FEATURES.length);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const path of paths) expect(sitemap).toContain(`${path}</loc>`);
});

test('signed in, the account menu leads to Help & Support and the Blog', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/projects');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Help & Support' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  // Signed in, the public header offers the way back into the app.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your projects' })).toBeVisible();
  await page.goto('/projects');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('signed in, a prerendered public page opened directly hydrates without an error, then offers the projects', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('h1');
      if (heading) heading.dataset.fromHtml = '';
    }),
  );
  for (const path of ['/home', '/pricing']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Your projects' })).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  }
  // The HTML is the visitor's: a signed-in first render differing from it was React's error #418, and
  // React then drew the page again instead of taking over the HTML's nodes.
  await page.goto('/home');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your projects' })).toBeVisible();
  await expect(page.locator('h1[data-from-html]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a prerendered public page is hydrated, not drawn again, and loads no signed-in or form code first', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The heading node as it arrives in the HTML, marked before any script of the page runs.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('h1');
      if (heading) heading.dataset.fromHtml = '';
    }),
  );
  for (const path of ['/', '/pricing', '/help']) {
    scripts.length = 0;
    await page.goto(path);
    // main.tsx removes the mark once React has the page; the assistant's button comes a frame later.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ask the help assistant' })).toBeVisible();
    // The pricing page's account card takes its code once it is near the screen (on this desktop screen,
    // at once): loaded before the next page, so none of it is counted there.
    if (path === '/pricing') await expect(page.locator('[data-awaiting-code]')).toHaveCount(0);
    // Hydrated: React took over the HTML's own nodes instead of replacing them.
    await expect(page.locator('h1[data-from-html]'), path).toHaveCount(1);
    // The signed-in pages' code and the forms' (zod) stay out of the first load: the HTML names none of
    // it, and a page without a form never asks for it. (The pricing page's account form brings its code
    // once the page is there, by design: its HTML stands in meanwhile.)
    const signedInOrForm = (script: string) => /\/(signed-in|shared-later|zod)-/.test(script);
    const html = await (await page.request.get(path)).text();
    const named = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(named.length, path).toBeGreaterThan(0);
    expect(named.filter(signedInOrForm), path).toEqual([]);
    const loaded =
      path === '/pricing' ? scripts.filter((script) => /\/signed-in-/.test(script)) : scripts.filter(signedInOrForm);
    expect(loaded, path).toEqual([]);
  }
  expect(errors).toEqual([]);
});
