import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { linePricing, saleDayOf } from '@tagwise/core/sale-day/checkout-line';
import type { CompleteInvoiceRequest, CompleteInvoiceResult } from '@tagwise/core/sale-day/invoice-schemas';
import { checkInvoiceFigures } from '@tagwise/core/sale-day/invoice-check';
import { notSellableReason } from '@tagwise/core/sale-day/item-state-text';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import { soldPriceOfLine } from '@tagwise/core/sale-day/refund';
import { saleTimeProblem } from '@tagwise/core/sale-day/sale-time';
import { ITEM_MESSAGES } from '@tagwise/core/schemas/items';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { items } from '../../db/schema/items.ts';
import { projects } from '../../db/schema/projects.ts';
import {
  itemHoldItems,
  itemHolds,
  saleConflicts,
  saleInvoiceLines,
  saleInvoices,
  salePayments,
} from '../../db/schema/sale-day.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { orNotFound } from '../../http/not-found.ts';
import type { Logger } from '../../logger.ts';
import { recordPriceEvent } from '../items/record-price-event.ts';
import { actorName } from './actor-name.ts';
import { contentHash } from './content-hash.ts';
import { doorStateOf } from './door-state.ts';
import { conflictsOfInvoice } from './invoice-conflicts.ts';
import { loadInvoice } from './invoice-dto.ts';
import { liveLinesOf } from './live-lines.ts';
import { publishSales } from './publish-sales.ts';
import { freeHeldItems, releaseHolds, standingHoldsOn } from './release-standing-holds.ts';

/** The id is stored already with the same contents: the transaction is undone and the stored invoice answered. */
class Replay extends Error {}

type Tx = Database;
type ItemRow = typeof items.$inferSelect;

/**
 * Completes a sale, or syncs one completed offline (decision 0023), in one transaction:
 * - the invoice number is the project's next, taken by raising projects.next_invoice_number first: the row
 *   lock puts concurrent completions of the sale in line (so two phones never take one number, and every
 *   check below sees the sales committed before it), and a refusal rolls the number back: no gaps;
 * - the same id again is a replay: the stored invoice is answered (200) and nothing changes; other contents
 *   under that id are refused;
 * - the sale's time must be the sale's: online, within a few minutes of the server's clock; offline, not
 *   ahead of it nor before the sale was created (core's saleTimeProblem, refused with 400);
 * - online, an item sold or on hold elsewhere, a tag price or day discount that changed since the cart was
 *   made, or a tax rate that is not the sale's, is refused (409) with nothing written; offline, the sale is
 *   kept as it was charged, and an item another invoice sold first makes a conflict (both invoices kept);
 * - the figures are what the device charged, already checked by core's arithmetic (CompleteInvoiceInput);
 *   each line's share of the discount and the tax is stored;
 * - each item sold becomes Sold, at the line's net in whole dollars, at the sale's moment, with a price
 *   event naming the invoice and the person who rang it up; holds on them end.
 * The other phones are told after the commit (bus topic 'sales').
 */
export async function completeInvoice({
  db,
  actor,
  projectId,
  input,
  events,
  now = new Date(),
  serverClock = now,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  input: CompleteInvoiceRequest;
  events: { bus: EventBus; logger: Logger };
  now?: Date;
  /** The server's clock that the sale's time (the device's) is checked against: now, unless a test sets it. */
  serverClock?: Date;
}): Promise<{ result: CompleteInvoiceResult; created: boolean }> {
  // `offline` is how the request travelled, not what was sold: a sale whose online answer was lost and that
  // the device then syncs from its offline store is the same sale.
  const hash = contentHash({ ...input, offline: undefined });
  let changedItemIds: string[];
  try {
    changedItemIds = await db.transaction((tx) => writeInvoice(tx, actor, projectId, input, hash, now, serverClock));
  } catch (error) {
    if (error instanceof Replay) return { result: await answer(db, actor, input.id, true), created: false };
    // The same id sent to two sales at once (each sale's lock is its own): whichever stored it first stands.
    if (isUniqueViolation(error) && (await sameStored(db, actor, projectId, input.id, hash))) {
      return { result: await answer(db, actor, input.id, true), created: false };
    }
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.replayDiffers, { cause: error });
    throw error;
  }
  publishSales(events.bus, events.logger, actor.ownerId, projectId, changedItemIds);
  return { result: await answer(db, actor, input.id, false), created: true };
}

async function answer(db: Database, actor: Actor, invoiceId: string, replayed: boolean) {
  return {
    invoice: await loadInvoice(db, actor, invoiceId),
    replayed,
    conflicts: await conflictsOfInvoice(db, actor, invoiceId),
  };
}

async function sameStored(db: Pick<Database, 'select'>, actor: Actor, projectId: string, id: string, hash: string) {
  const [row] = await db
    .select({ ownerId: saleInvoices.ownerId, projectId: saleInvoices.projectId, contentHash: saleInvoices.contentHash })
    .from(saleInvoices)
    .where(eq(saleInvoices.id, id));
  return row?.ownerId === actor.ownerId && row.projectId === projectId && row.contentHash === hash;
}

/** Writes the invoice; answers the items whose state changed, for the live events. */
async function writeInvoice(
  tx: Tx,
  actor: Actor,
  projectId: string,
  input: CompleteInvoiceRequest,
  hash: string,
  now: Date,
  serverClock: Date,
): Promise<string[]> {
  const [project] = await tx
    .update(projects)
    .set({ nextInvoiceNumber: sql`${projects.nextInvoiceNumber} + 1` })
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, actor.ownerId)))
    .returning({
      number: sql<number>`${projects.nextInvoiceNumber} - 1`,
      timeZone: projects.timeZone,
      saleDays: projects.saleDays,
      tagDiscountLine: projects.tagDiscountLine,
      salesTaxBp: projects.salesTaxBp,
      createdAt: projects.createdAt,
    });
  const sale = orNotFound(project, PROJECT_MESSAGES.notFound);
  if (await sameStored(tx, actor, projectId, input.id, hash)) throw new Replay();
  // After the replay: a sale stored already is answered whenever it is sent again.
  const wrongTime = saleTimeProblem({
    completedAt: new Date(input.completedAt),
    offline: input.offline,
    now: serverClock,
    projectCreatedAt: sale.createdAt,
  });
  if (wrongTime) throw new AppError('VALIDATION_FAILED', `completedAt: ${wrongTime}`);
  const [taken] = await tx.select({ id: saleInvoices.id }).from(saleInvoices).where(eq(saleInvoices.id, input.id));
  const lineIds = input.lines.map((line) => line.id);
  const [lineTaken] = await tx
    .select({ id: saleInvoiceLines.id })
    .from(saleInvoiceLines)
    .where(inArray(saleInvoiceLines.id, lineIds))
    .limit(1);
  if (taken || lineTaken) throw new AppError('CONFLICT', M.replayDiffers);

  const named = input.lines.flatMap((line) => (line.itemId ? [line.itemId] : []));
  const itemRows = named.length
    ? await tx
        .select()
        .from(items)
        .where(and(eq(items.ownerId, actor.ownerId), inArray(items.id, named)))
        .orderBy(asc(items.id))
        .for('update')
    : [];
  const byId = new Map(itemRows.map((item) => [item.id, item]));
  const about = (item: ItemRow, message: string) => `${item.name} (#${item.tagCode}): ${message}`;
  if (!input.offline) {
    for (const id of named) {
      const item = byId.get(id);
      if (!item) throw new AppError('NOT_FOUND', ITEM_MESSAGES.notFound);
      if (item.projectId !== projectId) throw new AppError('CONFLICT', about(item, M.otherSale));
    }
  }
  // Offline, the money was taken: a line whose item was deleted meanwhile (or is no item of this workspace)
  // is kept as a line of its own words, never refused; an item moved to another sale since is still sold.
  const itemOf = (line: { itemId: string | null }) => (line.itemId ? byId.get(line.itemId) : undefined);
  const itemIds = named.filter((id) => byId.has(id));

  const paying = input.holdId ? await holdToPay(tx, actor, projectId, input.holdId, input.offline) : null;
  const live = await liveLinesOf(tx, actor, itemIds);
  const holds = await standingHoldsOn(tx, actor, itemIds, paying?.id);
  const zone = sale.timeZone ?? input.timeZone ?? 'UTC';
  const completedAt = new Date(input.completedAt);

  if (!input.offline) {
    if (input.taxBp !== (sale.salesTaxBp ?? 0)) throw new AppError('CONFLICT', M.taxChanged);
    for (const line of input.lines) {
      const item = itemOf(line);
      if (!item) continue;
      const reason = notSellableReason(doorStateOf(item, live, holds, paying), now, zone);
      if (reason) throw new AppError('CONFLICT', about(item, reason));
      const today = linePricing({ tagPrice: item.tagPrice, sale, at: completedAt, fallbackZone: zone });
      if (
        today.tagPriceCents !== line.tagPriceCents ||
        today.dayDiscountBp !== line.dayDiscountBp ||
        today.listedCents !== line.listedCents
      ) {
        throw new AppError('CONFLICT', M.priceChanged(item.name));
      }
    }
  }

  const { totals } = checkInvoiceFigures(input);
  if (!totals) throw new Error('An invoice reached the database without CompleteInvoiceInput checking its figures');
  const number = sale.number;
  const rungByName = await actorName(tx, actor);
  await tx.insert(saleInvoices).values({
    id: input.id,
    ownerId: actor.ownerId,
    projectId,
    number,
    customerName: input.customer?.name ?? null,
    customerPhone: input.customer?.phone ?? null,
    customerEmail: input.customer?.email ?? null,
    pickupPending: input.pickupPending,
    subtotalCents: totals.subtotalCents,
    discountKind: input.discount?.kind ?? null,
    discountValue: input.discount?.value ?? null,
    discountCents: totals.discountCents,
    taxBp: input.taxBp,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    paidCents: totals.totalCents,
    changeCents: input.totals.changeCents,
    rungBy: actor.userId,
    rungByName,
    deviceId: input.deviceId,
    offline: input.offline,
    completedAt,
    receivedAt: now,
    saleDay: saleDayOf(sale, completedAt, zone),
    contentHash: hash,
  });
  const firstSale = (item: ItemRow | undefined) => (item ? live.find((l) => l.itemId === item.id) : undefined);
  await tx.insert(saleInvoiceLines).values(
    input.lines.map((line, i) => {
      const item = itemOf(line);
      return {
        id: line.id,
        ownerId: actor.ownerId,
        invoiceId: input.id,
        position: i + 1,
        itemId: item?.id ?? null,
        tagCode: item?.tagCode ?? null,
        description: line.description,
        tagPriceCents: line.tagPriceCents,
        dayDiscountBp: line.dayDiscountBp,
        listedCents: line.listedCents,
        priceCents: line.priceCents,
        netCents: totals.lines[i]!.netCents,
        taxCents: totals.lines[i]!.taxCents,
        consignorId: item?.consignorId ?? null,
        conflict: firstSale(item) !== undefined,
      };
    }),
  );
  if (input.payments.length > 0) {
    await tx.insert(salePayments).values(
      input.payments.map((payment, i) => ({
        ownerId: actor.ownerId,
        invoiceId: input.id,
        position: i + 1,
        method: payment.method,
        amountCents: payment.amountCents,
        tenderedCents: payment.tenderedCents ?? null,
      })),
    );
  }

  const doubles = input.lines.flatMap((line) => {
    const first = firstSale(itemOf(line));
    return first ? [{ line, first }] : [];
  });
  if (doubles.length > 0) {
    await tx.insert(saleConflicts).values(
      doubles.map(({ line, first }) => ({
        ownerId: actor.ownerId,
        projectId,
        itemId: line.itemId,
        firstLineId: first.lineId,
        secondLineId: line.id,
      })),
    );
  }
  // An item another invoice sold first stays sold by it (its price too); every other item is sold by this one.
  const sold = input.lines.flatMap((line, i) => {
    const item = itemOf(line);
    return item && !firstSale(item) ? [{ item, netCents: totals.lines[i]!.netCents }] : [];
  });
  for (const { item, netCents } of sold) {
    const soldPrice = soldPriceOfLine(netCents);
    await tx
      .update(items)
      .set({ status: 'sold', soldPrice, soldAt: completedAt, updatedAt: now })
      .where(eq(items.id, item.id));
    await recordPriceEvent(tx, actor, {
      itemId: item.id,
      source: 'person',
      before: {
        retailCents: item.retailCents,
        tagPrice: item.tagPrice,
        soldPrice: item.status === 'sold' ? item.soldPrice : null,
      },
      after: { retailCents: item.retailCents, tagPrice: item.tagPrice, soldPrice },
      breakdown: `On invoice ${number}`,
    });
  }

  // Holds end: the one this invoice pays (its items not bought go back on the floor), and any other standing
  // on an item sold here (run out, or sold offline while held).
  const freed: string[] = [];
  if (paying) {
    await tx.update(itemHolds).set({ invoiceId: input.id }).where(eq(itemHolds.id, paying.id));
    freed.push(...(await freeHeldItems(tx, actor, [paying.id], itemIds)));
  }
  const ended = [...new Set(holds.map((hold) => hold.holdId))];
  freed.push(...(await releaseHolds(tx, actor, ended, `Sold on invoice ${number}`, itemIds)));
  return [...itemIds, ...freed];
}

/**
 * The hold an invoice pays for: this workspace's, this sale's, and neither released nor paid already. Offline,
 * the customer paid already: a hold that is none of these by the time the sale syncs is no reason to refuse
 * it, so the sale is kept as a sale of its items (null), as any offline sale is.
 */
async function holdToPay(tx: Tx, actor: Actor, projectId: string, holdId: string, offline: boolean) {
  const [hold] = await tx
    .select()
    .from(itemHolds)
    .where(and(eq(itemHolds.id, holdId), eq(itemHolds.ownerId, actor.ownerId)))
    .for('update');
  if (offline && (!hold || hold.projectId !== projectId || hold.invoiceId || hold.releasedAt)) return null;
  const found = orNotFound(hold, M.holdNotFound);
  if (found.projectId !== projectId) throw new AppError('CONFLICT', M.holdOtherSale);
  if (found.invoiceId) {
    const [paid] = await tx
      .select({ number: saleInvoices.number })
      .from(saleInvoices)
      .where(eq(saleInvoices.id, found.invoiceId));
    throw new AppError('CONFLICT', M.holdPaid(paid?.number ?? 0));
  }
  if (found.releasedAt) throw new AppError('CONFLICT', M.holdReleased);
  const held = await tx
    .select({ itemId: itemHoldItems.itemId })
    .from(itemHoldItems)
    .where(eq(itemHoldItems.holdId, holdId));
  return { id: found.id, itemIds: held.map((h) => h.itemId) };
}
