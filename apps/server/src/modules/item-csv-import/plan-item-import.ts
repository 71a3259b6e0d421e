import { exportableDescription } from '@tagwise/core/analysis/generated-description';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '@tagwise/core/errors';
import type { ItemCsvMapping, ItemCsvRowAction, ItemCsvRowError } from '@tagwise/core/schemas/item-csv-import';
import { CreateItemInput, ItemFieldChanges, type ResearchSource } from '@tagwise/core/schemas/items';
import {
  ITEM_CSV_FIELD_LABELS,
  ITEM_CSV_IMPORT_MESSAGES,
  suggestItemCsvMapping,
  type ItemCsvField,
} from '@tagwise/core/values/item-csv-import';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { SETTLEMENT_MESSAGES } from '@tagwise/core/sale-day/settlement-messages';
import { doorSalesOf } from '../items/door-sales.ts';
import { itemColumns, type ItemRow } from '../items/item-row.ts';
import { loadPricingContexts, rulePrice, type PricingContext } from '../items/pricing-context.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { readCsvFile, type CsvFile } from './read-csv-file.ts';
import { readItemCells, type RowInput } from './read-item-cells.ts';

const M = ITEM_CSV_IMPORT_MESSAGES;

/** The audit row a price change leaves (items/record-price-event.ts writes the same one for a single item). */
export interface PriceChange {
  source: 'rule' | 'person';
  before: { retailCents: number | null; tagPrice: number | null } | null;
  after: { retailCents: number | null; tagPrice: number | null };
  breakdown: string | null;
}

export interface PlannedCreate {
  row: number;
  values: Omit<typeof items.$inferInsert, 'tagCode'>;
  /** The code the file gives (kept, so tags printed elsewhere still scan); null draws a new one. */
  tagCode: string | null;
  price: PriceChange | null;
}

export interface PlannedUpdate {
  row: number;
  next: ItemRow;
  price: PriceChange | null;
}

export interface ImportPlan {
  file: CsvFile;
  mapping: ItemCsvMapping;
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  /** What each row does, in file order; null for a row with a problem. */
  actions: (ItemCsvRowAction | null)[];
  counts: { created: number; updated: number; unchanged: number; inOtherProjects: number };
  /** Rows with at least one problem (none are planned while the mapping has problems). */
  rowsWithProblems: number;
  /** Every problem, mapping first, then by row. */
  errors: ItemCsvRowError[];
}

/** Which column of the file an API field's message belongs to. */
const FIELD_OF_KEY: Record<string, ItemCsvField> = {
  name: 'name',
  description: 'description',
  category: 'category',
  condition: 'condition',
  status: 'status',
  retailCents: 'retailPrice',
  tagPrice: 'tagPrice',
  soldPrice: 'soldPrice',
  brand: 'brand',
  model: 'model',
  dimensions: 'dimensions',
  materials: 'materials',
  notes: 'notes',
  keyAttributes: 'keyAttributes',
  researchSources: 'researchSources',
  needsReview: 'needsReview',
};

/** Fields copied from a row to the API's input under the same name. */
const PLAIN_KEYS = [
  'name',
  'description',
  'category',
  'condition',
  'status',
  'retailCents',
  'soldPrice',
  'brand',
  'model',
  'dimensions',
  'materials',
  'notes',
  'keyAttributes',
  'needsReview',
] as const;

const IMPORT_NOTE = 'Imported from a CSV file';
const priceNote = (rule: { breakdown: string } | null | undefined) =>
  rule ? `${IMPORT_NOTE}. ${rule.breakdown}` : IMPORT_NOTE;

/**
 * The file's "Needs review" as the item's stored flag. The export writes yes for every unpriced item (core's
 * needsReview()), whose missing price already keeps it in review: a yes there is not an unsure analysis's
 * flag, so an exported file comes back unchanged. A no always clears the flag.
 */
const flagFromFile = (cell: boolean | undefined, current: boolean, tagPrice: number | null) =>
  cell === undefined || (cell && tagPrice === null) ? current : cell;

const sources = (urls: string[]): ResearchSource[] => urls.map((url) => ({ kind: 'research', title: '', url }));
const sameUrls = (current: ResearchSource[] | null, urls: string[]) => {
  const had = (current ?? []).flatMap((source) => (source.url ? [source.url] : []));
  return had.length === urls.length && had.every((url, i) => url === urls[i]);
};
const sameDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/** The mapping's own problems: a field chosen twice, nothing chosen, no way to name or find items. */
function mappingErrors(mapping: ItemCsvMapping): ItemCsvRowError[] {
  const chosen = mapping.filter((field): field is ItemCsvField => field !== null);
  const errors: ItemCsvRowError[] = [];
  if (chosen.length === 0) return [{ row: null, column: null, message: M.nothingMapped }];
  for (const field of new Set(chosen.filter((field, i) => chosen.indexOf(field) !== i))) {
    errors.push({ row: null, column: null, message: M.mappedTwice(ITEM_CSV_FIELD_LABELS[field]) });
  }
  if (!chosen.includes('name') && !chosen.includes('tagCode')) {
    errors.push({ row: null, column: null, message: M.needsName });
  }
  return errors;
}

/** The workspace's items with these tag codes, locked against other writers when the import will write. */
async function itemsByTagCode(db: Pick<Database, 'select'>, actor: Actor, codes: string[], lock: boolean) {
  if (codes.length === 0) return new Map<string, ItemRow>();
  const query = db
    .select(itemColumns)
    .from(items)
    .where(
      and(
        eq(items.ownerId, actor.ownerId),
        // One JSON parameter however many codes the file holds (a bind parameter each would hit the limit).
        sql`${items.tagCode} = any(array(select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb)))`,
      ),
    );
  const rows = lock ? await query.for('update') : await query;
  return new Map(rows.map((row) => [row.tagCode, row]));
}

/**
 * Reads the file through the mapping and works out, row by row, what importing it would do, with the
 * item API's own schemas (CreateItemInput for a new item, ItemFieldChanges for a change: a file may mark
 * an item sold without its price) and pricing rules. A row whose tag code names an item of the workspace
 * changes that item where it is; every other row adds an item to the project; a row with a problem does
 * neither. Nothing is written here: the preview shows the plan and the import writes it, in the
 * transaction that made it (with the matched items locked) so it cannot go stale.
 */
export async function planItemImport({
  db,
  actor,
  projectId,
  bytes,
  mapping: chosen,
  lock,
}: {
  db: Pick<Database, 'select'>;
  actor: Actor;
  projectId: string;
  bytes: Uint8Array;
  /** Omitted: the mapping suggested by the headers. */
  mapping?: ItemCsvMapping;
  lock: boolean;
}): Promise<ImportPlan> {
  await findOwnedProject(db, actor, projectId);
  const file = readCsvFile(bytes);
  const mapping = chosen ?? suggestItemCsvMapping(file.headers);
  if (mapping.length !== file.headers.length) throw new AppError('BAD_REQUEST', M.mappingLength);
  const plan: ImportPlan = {
    file,
    mapping,
    creates: [],
    updates: [],
    actions: file.rows.map(() => null),
    counts: { created: 0, updated: 0, unchanged: 0, inOtherProjects: 0 },
    rowsWithProblems: 0,
    errors: mappingErrors(mapping),
  };
  if (plan.errors.length > 0) return plan;

  const columnOf = (field: ItemCsvField) => {
    const index = mapping.indexOf(field);
    return (index >= 0 && file.headers[index]) || ITEM_CSV_FIELD_LABELS[field];
  };
  const read = file.rows.map(({ cells }) => readItemCells(cells, mapping));
  const codes = [...new Set(read.flatMap(({ input }) => (input.tagCode ? [input.tagCode] : [])))];
  const existing = await itemsByTagCode(db, actor, codes, lock);
  const doorSales = await doorSalesOf(
    db,
    actor,
    [...existing.values()].map((item) => item.id),
  );
  const contexts = await loadPricingContexts(db, actor, [
    ...new Set([projectId, ...[...existing.values()].map((item) => item.projectId)]),
  ]);
  const now = new Date();
  const firstRowOf = new Map<string, number>();

  read.forEach(({ input, problems }, index) => {
    const { row } = file.rows[index]!;
    const rowErrors = new Map<ItemCsvField, string>(problems.map((p) => [p.field, p.message]));
    if (input.tagCode) {
      const first = firstRowOf.get(input.tagCode);
      if (first !== undefined) rowErrors.set('tagCode', M.tagCodeRepeated(input.tagCode, first));
      else firstRowOf.set(input.tagCode, row);
    }
    const current = input.tagCode ? existing.get(input.tagCode) : undefined;
    const context = contexts.get(current?.projectId ?? projectId)!;
    const outcome = current
      ? planUpdate(input, current, context, now, doorSales.get(current.id) ?? null)
      : planCreate(input, { actor, projectId, context, now });
    for (const [field, message] of outcome.problems) if (!rowErrors.has(field)) rowErrors.set(field, message);
    if (rowErrors.size > 0) {
      for (const [field, message] of rowErrors) plan.errors.push({ row, column: columnOf(field), message });
      plan.rowsWithProblems++;
      return;
    }
    if (outcome.create) {
      plan.creates.push({ row, ...outcome.create });
      plan.actions[index] = 'create';
      return;
    }
    if (current && current.projectId !== projectId) plan.counts.inOtherProjects++;
    if (outcome.update) {
      plan.updates.push({ row, ...outcome.update });
      plan.actions[index] = 'update';
    } else {
      plan.counts.unchanged++;
      plan.actions[index] = 'unchanged';
    }
  });
  plan.counts.created = plan.creates.length;
  plan.counts.updated = plan.updates.length;
  return plan;
}

type Problems = [ItemCsvField, string][];

/** What a row does: its problems, or the item it adds, or the change it makes (neither: no change). */
interface Outcome {
  problems: Problems;
  create?: Omit<PlannedCreate, 'row'>;
  update?: Omit<PlannedUpdate, 'row'>;
}

/** The first message for each field of a failed parse. */
function problemsOf(error: z.ZodError): Problems {
  const seen = new Map<ItemCsvField, string>();
  for (const issue of error.issues) {
    const field = FIELD_OF_KEY[String(issue.path[0])];
    if (field && !seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen];
}

/** A row with no matching item: an item added to the project, priced as POST /api/items prices it. */
function planCreate(
  input: RowInput,
  { actor, projectId, context, now }: { actor: Actor; projectId: string; context: PricingContext; now: Date },
): Outcome {
  const parsed = CreateItemInput.safeParse({
    projectId,
    ...Object.fromEntries(PLAIN_KEYS.filter((key) => key !== 'needsReview').map((key) => [key, input[key]])),
    researchSources: input.researchUrls && sources(input.researchUrls),
    tagPrice: input.tagPrice ?? undefined,
  });
  if (!parsed.success) return { problems: problemsOf(parsed.error) };
  const { projectId: _projectId, tagPrice: typedPrice, ...fields } = parsed.data;
  const retailCents = fields.retailCents ?? null;
  const rule = rulePrice(context, { ...fields, retailCents });
  // A "rules" cell beside a price (another workspace's export, say) lets this workspace's rules price it.
  const manual = typedPrice !== undefined && typedPrice !== null && input.tagPriceSetBy !== 'rule';
  const tagPrice = manual ? typedPrice : (rule?.tagPrice ?? null);
  return {
    problems: [],
    create: {
      tagCode: input.tagCode ?? null,
      values: {
        ...fields,
        retailCents,
        soldPrice: fields.soldPrice ?? null,
        soldAt: fields.status === 'sold' ? (input.soldOn ?? now) : null,
        needsReview: flagFromFile(input.needsReview, false, tagPrice),
        ownerId: actor.ownerId,
        projectId,
        createdBy: actor.userId,
        conditionSource: 'person',
        tagPrice,
        tagPriceSource: manual ? 'manual' : 'rule',
        createdAt: now,
        updatedAt: now,
      },
      price:
        retailCents !== null || tagPrice !== null
          ? {
              source: manual ? 'person' : 'rule',
              before: null,
              after: { retailCents, tagPrice },
              breakdown: manual ? IMPORT_NOTE : priceNote(rule),
            }
          : null,
    },
  };
}

/**
 * A row whose tag code names an item: the mapped columns change, the rest stays. The tag price follows
 * the file where the person typed a different one (it is then set by hand, as in the item form), follows
 * the rules where its cell is empty or "Tag price set by" says rules, and is otherwise left as it was;
 * while it follows the rules, a new retail price, category or condition re-prices the item. An item sold
 * on an invoice keeps the invoice's status and sold price: a row changing them is a row with a problem.
 */
function planUpdate(
  input: RowInput,
  current: ItemRow,
  context: PricingContext,
  now: Date,
  /** The invoice selling it now, if it was sold at the door: its status and sold price are the invoice's. */
  soldOnInvoice: number | null,
): Outcome {
  const patch: Record<string, unknown> = {};
  for (const key of PLAIN_KEYS) if (input[key] !== undefined) patch[key] = input[key];
  // The export leaves the offline analyzer's placeholder out: the same text coming back is no change.
  if (input.description !== undefined && (input.description || null) === exportableDescription(current.description)) {
    delete patch.description;
  }
  if (input.researchUrls) {
    // The file holds only the addresses: unchanged ones keep the kinds and titles the item has.
    patch.researchSources = sameUrls(current.researchSources, input.researchUrls)
      ? (current.researchSources ?? [])
      : sources(input.researchUrls);
  }
  if (input.tagPrice !== undefined && input.tagPrice !== null) patch.tagPrice = input.tagPrice;
  if (Object.keys(patch).length === 0 && input.tagPrice === undefined && !input.tagPriceSetBy) {
    return { problems: [] };
  }
  const parsed =
    Object.keys(patch).length > 0 ? ItemFieldChanges.safeParse(patch) : { success: true as const, data: {} };
  if (!parsed.success) return { problems: problemsOf(parsed.error) };
  const {
    tagPrice: typedPrice,
    resetTagPriceToRule: _reset,
    retailFromCategoryMedian: _median,
    ...edits
  } = parsed.data;

  const next: ItemRow = { ...current };
  for (const [key, value] of Object.entries(edits)) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  // An empty cell where the item has no list at all is no change.
  if (current.keyAttributes === null && next.keyAttributes?.length === 0) next.keyAttributes = null;
  if (current.researchSources === null && next.researchSources?.length === 0) next.researchSources = null;
  if (next.condition !== current.condition) next.conditionSource = 'person';

  if (input.tagPrice === null) next.tagPriceSource = 'rule';
  else if (typedPrice !== undefined && typedPrice !== current.tagPrice) next.tagPriceSource = 'manual';
  else if (input.tagPriceSetBy) next.tagPriceSource = input.tagPriceSetBy;
  const rule = rulePrice(context, next);
  next.tagPrice = next.tagPriceSource === 'manual' ? (typedPrice ?? current.tagPrice) : (rule?.tagPrice ?? null);
  next.needsReview = flagFromFile(input.needsReview, current.needsReview, next.tagPrice);

  if (next.status === 'sold') {
    const kept = current.soldAt && (!input.soldOn || sameDay(current.soldAt, input.soldOn));
    next.soldAt = kept ? current.soldAt : (input.soldOn ?? now);
  } else if (edits.status !== undefined) {
    next.soldAt = null;
  }

  if (soldOnInvoice !== null) {
    const problems: Problems = [];
    const message = SETTLEMENT_MESSAGES.itemOnInvoice(soldOnInvoice);
    if (next.status !== current.status) problems.push(['status', message]);
    else if (next.soldPrice !== current.soldPrice) problems.push(['soldPrice', message]);
    if (problems.length > 0) return { problems };
  }
  if (!changed(current, next)) return { problems: [] };
  next.updatedAt = now;
  const retailChanged = next.retailCents !== current.retailCents;
  const priceChanged = retailChanged || next.tagPrice !== current.tagPrice;
  const typed = next.tagPriceSource === 'manual' && next.tagPrice !== current.tagPrice;
  return {
    problems: [],
    update: {
      next,
      price: priceChanged
        ? {
            // A person typed a price; otherwise the rules derived it from what changed (as PATCH /api/items).
            source: typed || retailChanged ? 'person' : 'rule',
            before: { retailCents: current.retailCents, tagPrice: current.tagPrice },
            after: { retailCents: next.retailCents, tagPrice: next.tagPrice },
            breakdown: next.tagPriceSource === 'rule' ? priceNote(rule) : IMPORT_NOTE,
          }
        : null,
    },
  };
}

/** The columns an import writes: whether any of them differs. */
function changed(current: ItemRow, next: ItemRow): boolean {
  const same = (key: keyof ItemRow) => {
    const [a, b] = [current[key], next[key]];
    if (a instanceof Date || b instanceof Date) {
      return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
    }
    return stableJson(a) === stableJson(b);
  };
  return !WRITTEN_COLUMNS.every(same);
}

/** JSON with object keys sorted: jsonb hands objects back with its own key order, zod with the schema's. */
const stableJson = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

export const WRITTEN_COLUMNS = [
  'name',
  'description',
  'category',
  'condition',
  'conditionSource',
  'retailCents',
  'tagPrice',
  'tagPriceSource',
  'brand',
  'model',
  'dimensions',
  'materials',
  'notes',
  'keyAttributes',
  'researchSources',
  'status',
  'soldPrice',
  'soldAt',
  'needsReview',
] as const satisfies readonly (keyof ItemRow)[];
