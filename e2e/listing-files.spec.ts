import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import yauzl from 'yauzl';
import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';

const EBAY_HEADER =
  'Action(SiteID=US|Country=US|Currency=USD|Version=1193|CC=UTF-8),Custom label (SKU),Category ID,Title,UPC,Price,Quantity,Item photo URL,Condition ID,Description,Format';

/** One part of a zip as text (an .xlsx is a zip of XML parts). */
function zipPart(file: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(file, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.on('end', () => reject(new Error(`${name} is not in the file`)));
      zip.readEntry();
    });
  });
}

/** The sheet's rows by number, six cells each (text or number; an empty cell is not in the XML, so ''). */
async function sheetRows(file: Buffer) {
  const shared = [...(await zipPart(file, 'xl/sharedStrings.xml')).matchAll(/<si><t[^>]*>(.*?)<\/t><\/si>/gs)].map(
    (m) =>
      m[1]!
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
  );
  const sheet = await zipPart(file, 'xl/worksheets/sheet1.xml');
  const rows = new Map<number, (string | number)[]>();
  for (const row of sheet.matchAll(/<row r="(\d+)"[^>]*>(.*?)<\/row>/gs)) {
    const cells: (string | number)[] = Array.from({ length: 6 }, () => '');
    for (const c of row[2]!.matchAll(/<c r="([A-Z])\d+"([^>]*?)>\s*<v>(.*?)<\/v>\s*<\/c>/gs)) {
      cells[c[1]!.charCodeAt(0) - 65] = /t="s"/.test(c[2]!) ? shared[Number(c[3])]! : Number(c[3]);
    }
    rows.set(Number(row[1]), cells);
  }
  return rows;
}

test('50 selected items download as an eBay draft CSV and a Facebook Marketplace bulk sheet', async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  await signIn();
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Maple Street' } })).json()) as {
    id: string;
  };
  const conditions = ['New', 'Like New', 'Good', 'Fair'] as const;
  for (let start = 0; start < 50; start += 10) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const n = start + i;
        const res = await page.request.post('/api/items', {
          data: {
            projectId: project.id,
            name: `Pyrex mixing bowl ${n + 1}`,
            category: 'Kitchenware',
            condition: conditions[n % conditions.length],
            tagPrice: 10 + n,
          },
        });
        expect(res.status()).toBe(201);
      }),
    );
  }
  // One more without a tag price: it is left out of both files, and the toast says so.
  await page.request.post('/api/items', {
    data: { projectId: project.id, name: 'Unpriced mirror', category: 'Decor' },
  });

  await page.goto(`/projects/${project.id}`);
  await page.getByRole('checkbox', { name: 'Select all items shown' }).click();
  const bar = page.getByRole('region', { name: 'Selected items' });
  await bar.getByRole('button', { name: 'Select all 51 items' }).click();
  await expect(bar).toContainText('51 items selected');

  await bar.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Marketplace files…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marketplace files' });
  await expect(dialog).toContainText('Tagwise never posts on your behalf');
  await expect(dialog.getByRole('radio', { name: /eBay \(CSV\)/ })).toBeChecked();
  await expect(dialog).toContainText('Reports → Uploads');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'marketplace-files-desktop');

  let download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const csvFile = await download;
  expect(csvFile.suggestedFilename()).toBe('ebay-draft-listings.csv');
  await expect(
    page.getByText('50 listings for eBay downloaded. 1 item without a tag price was left out.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const rows: string[][] = parse(readFileSync(await csvFile.path()), { bom: true });
  const header = rows.findIndex((row) => row[0]!.startsWith('Action('));
  expect(rows.slice(0, header).every((row) => row[0]!.startsWith('#INFO'))).toBe(true);
  expect(rows[header]!.join(',')).toBe(EBAY_HEADER);
  const drafts = rows.slice(header + 1);
  expect(drafts).toHaveLength(50);
  for (const row of drafts) {
    expect(row[0]).toBe('Draft');
    expect(row[3]).toMatch(/^Pyrex mixing bowl \d+$/);
    expect(['1000', '3000']).toContain(row[8]);
    expect(row[10]).toBe('FixedPrice');
  }
  expect(drafts.map((row) => row[3])).not.toContain('Unpriced mirror');

  await bar.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Marketplace files…' }).click();
  await dialog.getByRole('radio', { name: /Facebook Marketplace \(XLSX\)/ }).check();
  await expect(dialog).toContainText('51 items selected: Facebook takes at most 50 priced items per sheet.');
  download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download XLSX' }).click();
  const xlsxFile = await download;
  expect(xlsxFile.suggestedFilename()).toBe('facebook-marketplace-listings.xlsx');
  await expect(
    page.getByText('50 listings for Facebook Marketplace downloaded. 1 item without a tag price was left out.'),
  ).toBeVisible();
  const sheet = await sheetRows(readFileSync(await xlsxFile.path()));
  expect(sheet.get(4)).toEqual(['TITLE', 'PRICE', 'CONDITION', 'DESCRIPTION', 'CATEGORY', 'OFFER SHIPPING']);
  const listings = [...sheet.entries()].filter(([r]) => r > 4).map(([, cells]) => cells);
  expect(listings).toHaveLength(50);
  for (const [title, price, condition, description, category, shipping] of listings) {
    expect(String(title)).toMatch(/^Pyrex mixing bowl \d+$/);
    expect(price).toBe(10 + Number(/\d+$/.exec(String(title))![0]) - 1);
    expect(['New', 'Used - Like New', 'Used - Good', 'Used - Fair']).toContain(condition);
    expect(String(description)).toContain('Condition:');
    expect(category).toBe('');
    expect(shipping).toBe('No');
  }
});
