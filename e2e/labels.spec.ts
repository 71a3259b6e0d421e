import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedSaleItems } from './support/sale-items.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';

/** The QR codes on the PDF's pages, as zbar reads them off a 300 dpi rendering (poppler, zbar-tools). */
function qrCodes(pdf: string, dir: string): string[] {
  execFileSync('pdftoppm', ['-r', '300', '-gray', '-png', pdf, path.join(dir, 'page')]);
  const pages = execFileSync('ls', [dir], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.png'))
    .map((f) => path.join(dir, f));
  return execFileSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', ...pages], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .trim()
    .split('\n')
    .sort();
}

test.describe('price tags', () => {
  test('a project prints a 30-up sheet from a partly used one, and a tag’s QR code opens its item', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(60_000);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-e2e-tags-'));
    await signIn();
    await page.request.patch('/api/settings/profile', { data: { businessName: 'Maple Street Estate Sales' } });
    const { project, items } = await seedSaleItems(page.request);

    // The sale's discount line is set with its details, and printed on every tag.
    await page.goto(`/projects/${project.id}`);
    await page.getByRole('button', { name: 'Print Tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print price tags' });
    await expect(dialog).toContainText('Tags for every item of Maple Street');
    await expect(dialog.getByRole('radio', { name: /Avery 5160/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Start at label 4' }).click();
    await expect(dialog.getByRole('button', { name: 'Start at label 4' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('group', { name: 'Start at label 4' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'print-tags-desktop');

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('tags-avery-5160.pdf');
    const pdf = path.join(dir, 'tags.pdf');
    await file.saveAs(pdf);
    await expect(page.getByText('3 tags on 1 sheet downloaded. Print at actual size (100%).')).toBeVisible();
    await expect(dialog).toBeHidden();

    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    for (const item of items) {
      expect(text).toContain(item.name);
      expect(text).toContain(item.tagCode);
    }
    expect(text).toContain('$240');
    expect(text).toContain('Maple Street Estate Sales');
    const codes = qrCodes(pdf, dir);
    expect(codes).toEqual(items.map((item) => new URL(`/t/${item.tagCode}`, page.url()).href).sort());

    // Scanning a tag opens its item.
    const credenza = items[0]!;
    await page.goto(new URL(`/t/${credenza.tagCode}`, page.url()).href);
    await expect(page).toHaveURL(new RegExp(`/items/${credenza.id}$`));
    await expect(page.getByRole('heading', { name: 'Walnut credenza' })).toBeVisible();
    // A code this workspace does not have says so, with a way on.
    await page.goto('/t/ZZZZZZ');
    await expect(page.getByRole('heading', { name: 'No item in this workspace has that tag code' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search the inventory' })).toBeVisible();
    rmSync(dir, { recursive: true, force: true });
  });

  test('picked items print on hang tags, and the discount line is edited with the sale details', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const project = (await (await page.request.post('/api/projects', { data: { name: 'Oak Lane' } })).json()) as {
      id: string;
    };
    for (const name of ['Teapot', 'Mirror']) {
      await page.request.post('/api/items', { data: { projectId: project.id, name, category: 'Decor', tagPrice: 12 } });
    }
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Actions for Oak Lane' }).click();
    await page.getByRole('menuitem', { name: 'Edit details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit project' });
    await edit.getByLabel('Discount line on price tags').fill('Sat 25% off · Sun 50% off');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();

    await page.goto(`/projects/${project.id}`);
    await page.getByRole('checkbox', { name: 'Select Teapot' }).click();
    await page.getByRole('region', { name: 'Selected items' }).getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Print price tags…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print price tags' });
    await expect(dialog).toContainText('Tags for 1 item');
    await dialog.getByRole('radio', { name: /Hang tags/ }).check();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-e2e-hang-'));
    const pdf = path.join(dir, 'hang.pdf');
    await (await download).saveAs(pdf);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Teapot');
    expect(text).not.toContain('Mirror');
    expect(text).toContain('Sat 25% off · Sun 50% off');
    rmSync(dir, { recursive: true, force: true });
  });

  test('before the PDF, the dialog says which items have no price and which names tags cannot show', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const project = (await (await page.request.post('/api/projects', { data: { name: 'Birch Road' } })).json()) as {
      id: string;
    };
    for (const [name, tagPrice] of [
      ['Walnut credenza', 240],
      ['红木椅子 一对', 120],
      ['Brass lamp', null],
      // Ethiopic: the tags have no font for it.
      ['ሰላም ወንበር', null],
    ] as const) {
      await page.request.post('/api/items', {
        data: { projectId: project.id, name, category: 'Furniture', ...(tagPrice !== null && { tagPrice }) },
      });
    }
    await page.goto(`/projects/${project.id}`);
    await page.getByRole('button', { name: 'Print Tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print price tags' });
    let downloads = 0;
    page.on('download', () => downloads++);
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const warnings = dialog.getByRole('group', { name: 'Before you print' });
    await expect(warnings).toContainText(
      '2 of 4 items have no price yet: their tags print “Price: ________” to fill in by hand.',
    );
    await expect(warnings).toContainText('1 name has characters tags cannot show. Each prints as □:');
    await expect(warnings.getByRole('listitem')).toHaveText(['ሰላም ወንበር (ሰ ላ ም ወ ን በ ር)']);
    // Said where a keyboard or screen reader user is: the warning takes the focus.
    await expect(warnings.getByText('Before you print')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'print-tags-warnings-desktop');

    // Going back keeps the choices and makes nothing.
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(warnings).toBeHidden();
    await expect(dialog.getByRole('radio', { name: /Avery 5160/ })).toBeVisible();
    expect(downloads).toBe(0);

    // Going on prints every tag, the unpriced ones with the blank and the name's characters as □.
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Print anyway' }).click();
    const file = await download;
    await expect(page.getByText('4 tags on 1 sheet downloaded. Print at actual size (100%).')).toBeVisible();
    const text = execFileSync('pdftotext', ['-layout', await file.path(), '-'], { encoding: 'utf8' });
    expect(text).toContain('红木椅子 一对');
    expect(text).toContain('□□□ □□□□');
    expect(text.match(/Price: ________/g)).toHaveLength(2);
  });
});
