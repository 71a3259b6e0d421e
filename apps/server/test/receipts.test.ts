import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import { formatMoney, SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import { RECEIPT_EMAIL_LIMITS } from '@tagwise/core/sale-day/receipt-schemas';
import { mailOutbox } from '../src/db/schema/mail.ts';
import { projects } from '../src/db/schema/projects.ts';
import {
  completed,
  errorOf,
  invoice,
  itemLine,
  json,
  miscLine,
  newSale,
  SATURDAY,
  type Sale,
} from './support/checkout.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Receipts are read back as paper shows them: poppler's pdfinfo gives the page size, pdftotext the words
// (-layout keeps a row's label and amount on one line), pdfimages the pictures (Debian's poppler-utils).

let t: TestApp;
let sale: Sale;
let stranger: string;
let sold: Invoice;
const work = mkdtempSync(path.join(os.tmpdir(), 'tagwise-receipts-'));
if (process.env.KEEP_RECEIPTS) console.log(`receipts kept in ${work}`);

const post = (cookie: string, url: string, body: unknown) => t.request(url, { method: 'POST', cookie, json: body });

async function receipt(invoiceId: string, size: '80mm' | 'letter', cookie = sale.admin) {
  const res = await t.request(`/api/invoices/${invoiceId}/receipt.pdf?size=${size}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const file = path.join(work, `${invoiceId}-${size}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
  return {
    width: Number(width),
    height: Number(height),
    pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    // An image with transparency is listed twice: the picture and its soft mask (smask).
    images: execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2)
      .filter((line) => line.trim().split(/\s+/)[2] === 'image'),
    disposition: res.headers.get('content-disposition'),
  };
}

/** A row as -layout prints it: the label, spaces, the amount. */
const row = (label: string, cents: number) =>
  new RegExp(`${label.replace(/[()$.]/g, '\\$&')}\\s+${formatMoney(cents).replace(/[$.]/g, '\\$&')}`);

beforeAll(async () => {
  t = await createTestApp();
  sale = await newSale(t, [40, 25, 12]);
  stranger = await t.signUp('stranger-receipts@example.com');
  const profile = await t.request('/api/settings/profile', {
    method: 'PATCH',
    cookie: sale.admin,
    json: { businessName: 'Maple Street Estate Sales' },
  });
  expect(profile.status).toBe(200);
  const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#005a50' } })
    .png()
    .toBuffer();
  const put = await t.request('/api/settings/logo', {
    method: 'PUT',
    cookie: sale.admin,
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(logo),
  });
  expect(put.status).toBe(200);
  // Saturday, 25% off the tags: Lot 1 ($40) at $30; Lot 2 ($25) at $19, haggled to $15; a box of books and
  // a vase with a Japanese name; 10% off the cart, 8.25% tax; paid part in cash (handed $60) and the rest by card.
  const lines = [
    itemLine(sale.items[0]!, SATURDAY),
    itemLine(sale.items[1]!, SATURDAY, 1_500),
    miscLine('Box of books', 100),
    miscLine('古い花瓶', 250),
  ];
  const made = invoice({
    lines,
    discount: { kind: 'percent', value: 1_000 },
    pay: (total) => [
      { method: 'cash', amountCents: 4_000, tenderedCents: 6_000 },
      { method: 'card', amountCents: total - 4_000 },
    ],
    customer: { name: 'Pat Jones', phone: '555-0100', email: '' },
  });
  ({ invoice: sold } = await completed(t, sale.member, sale.project.id, made));
});
afterAll(async () => {
  await t.close();
  // KEEP_RECEIPTS=1 keeps the PDFs to look at.
  if (!process.env.KEEP_RECEIPTS) rmSync(work, { recursive: true, force: true });
});

describe('receipt PDFs', () => {
  it('80 mm: a page 80 mm wide and as long as the receipt, with every figure of the stored invoice', async () => {
    const pdf = await receipt(sold.id, '80mm', sale.member);
    expect(pdf.width).toBeCloseTo((80 / 25.4) * 72, 1);
    expect(pdf.pages).toBe(1);
    expect(pdf.height).toBeGreaterThan(300);
    expect(pdf.disposition).toBe(
      `inline; filename="receipt-1-${sale.project.name.toLowerCase().replace(/ /g, '-')}.pdf"`,
    );
    const { text } = pdf;
    for (const words of [
      'Maple Street Estate Sales',
      sale.project.name,
      'Invoice 1',
      'Sat, Dec 5, 2026, 11:00 AM',
      `Rung up by ${sold.rungBy.name}`,
      'Customer: Pat Jones · 555-0100',
      `#${sale.items[0]!.tagCode} · Tag $40.00, 25% off`,
      // The haggled line: the tag and the day's price beside the price paid.
      `#${sale.items[1]!.tagCode} · Tag $25.00, 25% off $19.00`,
      '古い花瓶',
      'Thank you!',
      'Made with Tagwise',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(row('Lot 1', 3_000));
    expect(text).toMatch(row('Lot 2', 1_500));
    expect(text).toMatch(row('Box of books', 100));
    expect(text).toMatch(row('Subtotal', sold.subtotalCents));
    expect(text).toMatch(row('Discount (10%)', -sold.discountCents));
    expect(text).toMatch(row('Sales tax (8.25%)', sold.taxCents));
    expect(text).toMatch(row('Total', sold.totalCents));
    expect(text).toMatch(row('Cash', 4_000));
    expect(text).toMatch(row('Cash tendered', 6_000));
    expect(text).toMatch(row('Change', 2_000));
    expect(text).toMatch(row('Card', sold.totalCents - 4_000));
    // The business's logo, as on the reports' cover.
    expect(pdf.images).toHaveLength(1);
  });

  it('letter: a letter page with the same receipt', async () => {
    const pdf = await receipt(sold.id, 'letter');
    expect([pdf.width, pdf.height]).toEqual([612, 792]);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Maple Street Estate Sales');
    expect(pdf.text).toContain('Invoice 1');
    expect(pdf.text).toMatch(row('Total', sold.totalCents));
    expect(pdf.text).toMatch(row('Change', 2_000));
    expect(pdf.images).toHaveLength(1);
  });

  it("a reprint shows what was charged, not today's rules, and marks refunded lines and a voided invoice", async () => {
    // The sale's tax and discount line change after the sale.
    await t.database.db
      .update(projects)
      .set({ salesTaxBp: 500, tagDiscountLine: 'Sat 50% off' })
      .where(eq(projects.id, sale.project.id));
    const refunded = await json<Invoice>(
      post(sale.admin, `/api/invoices/${sold.id}/lines/${sold.lines[2]!.id}/refund`, {
        reason: 'Pages missing',
        refundMethod: 'cash',
      }),
      200,
    );
    const back = refunded.lines[2]!.refund!.cents;
    const { text } = await receipt(sold.id, '80mm');
    expect(text).toMatch(row('Sales tax (8.25%)', sold.taxCents));
    expect(text).toMatch(row('Total', sold.totalCents));
    expect(text).toContain(`Refunded ${formatMoney(back)} (cash)`);
    expect(text).toContain('Pages missing');
    expect(text).toMatch(row('Refunded', -back));
    expect(text).toMatch(row('Total after refunds', sold.totalCents - back));

    // Back to the sale's rules for the next invoice, voided.
    await t.database.db
      .update(projects)
      .set({ salesTaxBp: 825, tagDiscountLine: 'Sat 25% off · Sun 50% off' })
      .where(eq(projects.id, sale.project.id));
    const { invoice: other } = await completed(
      t,
      sale.admin,
      sale.project.id,
      invoice({ lines: [itemLine(sale.items[2]!, SATURDAY)] }),
    );
    await json(post(sale.admin, `/api/invoices/${other.id}/void`, { reason: 'Rang up twice' }), 200);
    const voided = await receipt(other.id, 'letter');
    expect(voided.text).toContain('VOID');
    expect(voided.text.replace(/\s+/g, ' ')).toMatch(/Voided .+: Rang up twice\. Every payment was given back\./);
    expect(voided.text).toContain('Invoice 2');
  });

  it('a sale without a zone of its own prints the times in the zone the device sent, named', async () => {
    await t.database.db.update(projects).set({ timeZone: null }).where(eq(projects.id, sale.project.id));
    try {
      const res = await t.request(`/api/invoices/${sold.id}/receipt.pdf?size=80mm&timeZone=America%2FNew_York`, {
        cookie: sale.admin,
      });
      expect(res.status).toBe(200);
      const file = path.join(work, 'zone.pdf');
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('Sat, Dec 5, 2026, 12:00 PM EST');
    } finally {
      await t.database.db.update(projects).set({ timeZone: 'America/Chicago' }).where(eq(projects.id, sale.project.id));
    }
  });

  it('another workspace meets 404, and a size that is not one is refused', async () => {
    const foreign = await t.request(`/api/invoices/${sold.id}/receipt.pdf?size=80mm`, { cookie: stranger });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe(M.invoiceNotFound);
    const bad = await t.request(`/api/invoices/${sold.id}/receipt.pdf?size=a4`, { cookie: sale.admin });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toContain('Choose 80mm or letter');
  });
});

describe('receipts by e-mail', () => {
  const outboxFor = (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.createdAt);

  it('sends the receipt through the mail service (the outbox without SMTP), every figure from the invoice', async () => {
    const sent = await json<{ sentTo: string }>(
      post(sale.member, `/api/invoices/${sold.id}/receipt-email`, { email: '  pat@example.com ' }),
      200,
    );
    expect(sent).toEqual({ sentTo: 'pat@example.com' });
    const [mail] = await outboxFor('pat@example.com');
    expect(mail!.subject).toBe('Your receipt from Maple Street Estate Sales: Invoice 1');
    expect(mail!.textBody).toContain(`Total: ${formatMoney(sold.totalCents)}`);
    expect(mail!.textBody).toContain(`Lot 2: $15.00\n  #${sale.items[1]!.tagCode} · Tag $25.00, 25% off $19.00`);
    expect(mail!.textBody).toContain('Change: $20.00');
    expect(mail!.textBody).toContain('Refunded'); // the books, refunded above
  });

  it('refuses an address that is not one, and another workspace meets 404, sending nothing', async () => {
    for (const email of ['pat', 'pat@', '', 'a b@example.com']) {
      const res = await post(sale.admin, `/api/invoices/${sold.id}/receipt-email`, { email });
      expect(res.status, email).toBe(400);
      expect((await errorOf(res)).message).toContain(M.emailInvalid);
    }
    const foreign = await post(stranger, `/api/invoices/${sold.id}/receipt-email`, { email: 'nosy@example.com' });
    expect(foreign.status).toBe(404);
    expect(await outboxFor('nosy@example.com')).toEqual([]);
  });

  it(`sends at most ${RECEIPT_EMAIL_LIMITS.perInvoicePerHour} receipts of one invoice an hour`, async () => {
    const { invoice: another } = await completed(
      t,
      sale.admin,
      sale.project.id,
      invoice({ lines: [miscLine('Lamp shade', 500)] }),
    );
    for (let n = 0; n < RECEIPT_EMAIL_LIMITS.perInvoicePerHour; n++) {
      const res = await post(sale.admin, `/api/invoices/${another.id}/receipt-email`, { email: 'lee@example.com' });
      expect(res.status).toBe(200);
    }
    const refused = await post(sale.admin, `/api/invoices/${another.id}/receipt-email`, { email: 'lee@example.com' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).message).toMatch(
      /^Too many receipts e-mailed for now\. Try again in \d+ minutes?, or print it\.$/,
    );
    expect(await outboxFor('lee@example.com')).toHaveLength(RECEIPT_EMAIL_LIMITS.perInvoicePerHour);
  });
});
