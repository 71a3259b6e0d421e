import { and, eq, sql } from 'drizzle-orm';
import type {
  ItemCsvImportResult,
  ItemCsvMapping,
  ItemCsvRowError,
  ItemCsvSkippedRow,
} from '@tagwise/core/schemas/item-csv-import';
import { ITEM_CSV_MAX_LISTED_ERRORS } from '@tagwise/core/values/item-csv-import';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items, priceEvents } from '../../db/schema/items.ts';
import { newTagCode, withFreshTagCode } from '../items/tag-code.ts';
import {
  planItemImport,
  WRITTEN_COLUMNS,
  type ImportPlan,
  type PlannedCreate,
  type PlannedUpdate,
  type PriceChange,
} from './plan-item-import.ts';

type Writer = Pick<Database, 'select' | 'insert' | 'execute'>;

/** Rows per statement: 500 items of ~25 columns stay far below PostgreSQL's 65,535 bind parameters. */
/** Items per statement; they travel as one JSON parameter, so this only bounds its size. */
const WRITE_CHUNK = 1000;

/** The written columns as jsonb_to_recordset reads them from the JSON of an ItemRow. */
const RECORD_COLUMNS = sql.raw(
  `name text, description text, category text, condition text, "conditionSource" text, "retailCents" integer,
  "tagPrice" integer, "tagPriceSource" text, brand text, model text, dimensions text, materials text, notes text,
  "keyAttributes" jsonb, "researchSources" jsonb, status text, "soldPrice" integer, "soldAt" timestamptz,
  "needsReview" boolean`,
);

export type ImportOutcome =
  { ok: true; result: ItemCsvImportResult } | { ok: false; errors: ItemCsvRowError[]; errorCount: number };

/**
 * Imports the file into the project with the mapping the person chose. Every row is checked first. A
 * problem with the mapping refuses the file; so does a row with a problem, unless the person chose to skip
 * such rows (and some row is good). Then, in one transaction, rows whose tag code names an item of the
 * workspace change it and the other good rows become new items of the project, written in batches, each
 * price change leaving its audit row: all the good rows or, if anything fails, none. The skipped rows come
 * back with their cells and every one of their problems, so the person can fix and import exactly those.
 */
export async function importItemsCsv({
  db,
  actor,
  projectId,
  bytes,
  mapping,
  skipRowsWithProblems = false,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  bytes: Uint8Array;
  mapping: ItemCsvMapping;
  skipRowsWithProblems?: boolean;
}): Promise<ImportOutcome> {
  // Two imports drawing the same new tag code at once: the loser's transaction is rolled back and redone.
  return withFreshTagCode(() =>
    db.transaction(async (tx): Promise<ImportOutcome> => {
      const plan = await planItemImport({ db: tx, actor, projectId, bytes, mapping, lock: true });
      const goodRows = plan.file.rows.length - plan.rowsWithProblems;
      const refused =
        plan.errors.some((error) => error.row === null) ||
        (plan.errors.length > 0 && (!skipRowsWithProblems || goodRows === 0));
      if (refused) {
        return {
          ok: false,
          errors: plan.errors.slice(0, ITEM_CSV_MAX_LISTED_ERRORS),
          errorCount: plan.errors.length,
        };
      }
      const events = [...(await insertItems(tx, actor, plan.creates)), ...(await updateItems(tx, actor, plan.updates))];
      await insertPriceEvents(tx, actor, events);
      return { ok: true, result: { ...plan.counts, skipped: skippedRows(plan) } };
    }),
  );
}

/** The rows with problems, each with its cells (one per header) and its problems, in file order. */
function skippedRows({ file, errors }: ImportPlan): ItemCsvSkippedRow[] {
  const cellsOf = new Map(file.rows.map(({ row, cells }) => [row, cells]));
  const byRow = new Map<number, ItemCsvSkippedRow>();
  for (const { row, column, message } of errors) {
    if (row === null) continue;
    let skipped = byRow.get(row);
    if (!skipped) {
      const cells = cellsOf.get(row) ?? [];
      skipped = { row, cells: file.headers.map((_, i) => cells[i] ?? ''), problems: [] };
      byRow.set(row, skipped);
    }
    skipped.problems.push({ column: column ?? '', message });
  }
  return [...byRow.values()];
}

/** One audit row (items/record-price-event.ts writes the same for a single item). */
const priceEvent = (itemId: string, change: PriceChange) => ({
  itemId,
  source: change.source,
  retailCents: change.after.retailCents,
  tagPrice: change.after.tagPrice,
  previousRetailCents: change.before?.retailCents ?? null,
  previousTagPrice: change.before?.tagPrice ?? null,
  breakdown: change.breakdown,
});
type PriceEventRow = ReturnType<typeof priceEvent>;

/** The price changes' audit rows, a thousand to a statement, as one JSON parameter each. */
async function insertPriceEvents(db: Writer, actor: Actor, events: PriceEventRow[]) {
  for (let i = 0; i < events.length; i += WRITE_CHUNK) {
    await db.execute(sql`
      insert into ${priceEvents} (owner_id, actor_user_id, item_id, source, retail_cents, tag_price,
        previous_retail_cents, previous_tag_price, breakdown)
      select ${actor.ownerId}, ${actor.userId}, v."itemId", v.source, v."retailCents", v."tagPrice",
        v."previousRetailCents", v."previousTagPrice", v.breakdown
      from jsonb_to_recordset(${JSON.stringify(events.slice(i, i + WRITE_CHUNK))}::jsonb) as v(
        "itemId" uuid, source text, "retailCents" integer, "tagPrice" integer, "previousRetailCents" integer,
        "previousTagPrice" integer, breakdown text)`);
  }
}

/** Tag codes for the new items that the file gave none: unused in the workspace and in the file. */
async function drawTagCodes(db: Writer, actor: Actor, count: number, taken: Set<string>): Promise<string[]> {
  const codes: string[] = [];
  while (codes.length < count) {
    const drawn = new Set<string>();
    while (drawn.size < count - codes.length) {
      const code = newTagCode();
      if (!taken.has(code)) drawn.add(code);
    }
    const used = await db
      .select({ tagCode: items.tagCode })
      .from(items)
      .where(
        and(
          eq(items.ownerId, actor.ownerId),
          sql`${items.tagCode} = any(array(select jsonb_array_elements_text(${JSON.stringify([...drawn])}::jsonb)))`,
        ),
      );
    const clash = new Set(used.map((row) => row.tagCode));
    for (const code of drawn) {
      taken.add(code);
      if (!clash.has(code)) codes.push(code);
    }
  }
  return codes;
}

/**
 * The new items, a thousand to a statement, their values travelling as one JSON parameter: on the
 * embedded database a multi-row VALUES of 25 bind parameters a row took twice as long to get through.
 */
async function insertItems(db: Writer, actor: Actor, creates: PlannedCreate[]) {
  const taken = new Set(creates.flatMap((c) => (c.tagCode ? [c.tagCode] : [])));
  const drawn = await drawTagCodes(db, actor, creates.filter((c) => !c.tagCode).length, taken);
  const rows = creates.map((create) => ({ ...create, tagCode: create.tagCode ?? drawn.pop()! }));
  const events: PriceEventRow[] = [];
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    const chunk = rows.slice(i, i + WRITE_CHUNK);
    const values = chunk.map(({ values: v, tagCode }) => ({
      tagCode,
      projectId: v.projectId,
      ...Object.fromEntries(WRITTEN_COLUMNS.map((column) => [column, v[column] ?? null])),
      createdAt: v.createdAt,
    }));
    const result = await db.execute(sql`
      insert into ${items} (
        owner_id, created_by, project_id, tag_code, name, description, category, condition, condition_source,
        retail_cents, tag_price, tag_price_source, brand, model, dimensions, materials, notes, key_attributes,
        research_sources, status, sold_price, sold_at, needs_review, created_at, updated_at)
      select ${actor.ownerId}, ${actor.userId}, v."projectId", v."tagCode", v.name, v.description, v.category,
        v.condition, v."conditionSource", v."retailCents", v."tagPrice", v."tagPriceSource", v.brand, v.model,
        v.dimensions, v.materials, v.notes, nullif(v."keyAttributes", 'null'::jsonb),
        nullif(v."researchSources", 'null'::jsonb), v.status, v."soldPrice", v."soldAt", v."needsReview",
        v."createdAt", v."createdAt"
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
        "projectId" uuid, "tagCode" text, ${RECORD_COLUMNS}, "createdAt" timestamptz)
      returning id, tag_code`);
    const idOf = new Map((result as { rows: { id: string; tag_code: string }[] }).rows.map((r) => [r.tag_code, r.id]));
    for (const row of chunk) if (row.price) events.push(priceEvent(idOf.get(row.tagCode)!, row.price));
  }
  return events;
}

/** Every changed item's new values, a thousand to a statement (as bulk-items/write-item-changes.ts does). */
async function updateItems(db: Writer, actor: Actor, updates: PlannedUpdate[]) {
  for (let i = 0; i < updates.length; i += WRITE_CHUNK) {
    const values = updates.slice(i, i + WRITE_CHUNK).map(({ next }) => ({
      id: next.id,
      updatedAt: next.updatedAt,
      ...Object.fromEntries(WRITTEN_COLUMNS.map((column) => [column, next[column]])),
    }));
    await db.execute(sql`
      update ${items} set
        name = v.name, description = v.description, category = v.category, condition = v.condition,
        condition_source = v."conditionSource", retail_cents = v."retailCents", tag_price = v."tagPrice",
        tag_price_source = v."tagPriceSource", brand = v.brand, model = v.model, dimensions = v.dimensions,
        materials = v.materials, notes = v.notes,
        key_attributes = nullif(v."keyAttributes", 'null'::jsonb),
        research_sources = nullif(v."researchSources", 'null'::jsonb),
        status = v.status, sold_price = v."soldPrice", sold_at = v."soldAt", needs_review = v."needsReview",
        updated_at = v."updatedAt"
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid, ${RECORD_COLUMNS}, "updatedAt" timestamptz)
      where ${items.id} = v.id and ${items.ownerId} = ${actor.ownerId}`);
  }
  return updates.flatMap(({ next, price }) => (price ? [priceEvent(next.id, price)] : []));
}
