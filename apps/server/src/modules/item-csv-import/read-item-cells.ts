import { CATEGORIES, CONDITIONS } from '@tagwise/core/values/catalog';
import { ITEM_STATUS_LABELS, ITEM_STATUSES } from '@tagwise/core/values/items';
import { bareTagCode, looksLikeTagCode } from '@tagwise/core/values/tag-code';
import {
  ITEM_CSV_FIELD_LABELS,
  ITEM_CSV_IMPORT_MESSAGES,
  type ItemCsvField,
} from '@tagwise/core/values/item-csv-import';

const M = ITEM_CSV_IMPORT_MESSAGES;

/**
 * A row's cells as the values the item API takes, before its schemas check them: the same names and
 * units as CreateItemInput and ItemFieldChanges. A field whose column is not mapped is absent. Numbers
 * that are not numbers stay NaN and amounts that are not whole stay fractional, so the API's own
 * schemas give their own messages ("Retail price must be in whole cents").
 */
export interface RowInput {
  tagCode?: string;
  name?: string;
  category?: string;
  condition?: string;
  status?: string;
  /** null: the cell is empty (the rules price the item). */
  tagPrice?: number | null;
  tagPriceSetBy?: 'rule' | 'manual';
  retailCents?: number | null;
  soldPrice?: number | null;
  soldOn?: Date;
  brand?: string;
  model?: string;
  dimensions?: string;
  materials?: string;
  description?: string;
  notes?: string;
  keyAttributes?: string[];
  researchUrls?: string[];
  needsReview?: boolean;
}

export interface CellProblem {
  field: ItemCsvField;
  message: string;
}

/**
 * The export prefixes a cell that starts like a formula with ' so a spreadsheet cannot run it
 * (csv-stringify's escape_formulas); reading it back takes the guard off again.
 */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const matchOne = <T extends string>(values: readonly T[], cell: string): T | undefined => {
  const wanted = cell.toLowerCase().replace(/[\s_-]+/g, ' ');
  return values.find((value) => value.toLowerCase() === wanted);
};

/** Statuses as people type them: the app's own labels ("On hold", "Sent to auction") and a few more. */
const STATUS_WORDS: Record<string, (typeof ITEM_STATUSES)[number]> = {
  ...Object.fromEntries(ITEM_STATUSES.map((status) => [ITEM_STATUS_LABELS[status].toLowerCase(), status])),
  held: 'hold',
  auctioned: 'auction',
};
const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0']);
const RULES = new Set(['rules', 'rule', 'pricing rules', 'auto', 'automatic']);
const HAND = new Set(['hand', 'manual', 'by hand', 'person']);

/** "$1,234.50" -> "1234.50": the amount's digits, or null when the cell is not an amount. */
function plainAmount(cell: string): string | null {
  const bare = cell.replace(/\s+/g, '').replace(/^(-?)\$/, '$1');
  const plain = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(bare) ? bare.replaceAll(',', '') : bare;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(plain) ? plain : null;
}

/** Whole currency units; NaN for a cell that is not an amount (the price schema says "must be a number"). */
function amount(cell: string): number {
  const plain = plainAmount(cell);
  return plain === null ? Number.NaN : Number(plain);
}

/**
 * Dollars as cents, from the digits rather than by multiplying a float (0.29 x 100 is 28.999...). A third
 * decimal that is not zero leaves half a cent, which the retail-price schema refuses as not whole.
 */
function cents(cell: string): number {
  const plain = plainAmount(cell);
  if (plain === null) return Number.NaN;
  const negative = plain.startsWith('-');
  const [whole = '', fraction = ''] = plain.replace('-', '').split('.');
  const value =
    Number(whole || '0') * 100 +
    Number(fraction.padEnd(2, '0').slice(0, 2)) +
    (/[1-9]/.test(fraction.slice(2)) ? 0.5 : 0);
  return negative ? -value : value;
}

/** 2026-05-14 (the export), 2026-05-14T..., or 5/14/2026 (a US spreadsheet that re-saved the file). */
function date(cell: string): Date | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(cell);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [];
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const value = new Date(Date.UTC(year, month - 1, day));
  return value.getUTCMonth() === month - 1 && value.getUTCDate() === day ? value : undefined;
}

const list = (cell: string, separator: RegExp) =>
  cell
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * Reads one row through the mapping. Empty cells of name, category, condition and status leave the field
 * absent (an update keeps it; a new item gets the API's default or its "required" message); empty cells
 * of the optional fields clear them, as the export writes an empty cell for a field with nothing in it.
 */
export function readItemCells(
  cells: readonly string[],
  mapping: readonly (ItemCsvField | null)[],
): { input: RowInput; problems: CellProblem[] } {
  const input: RowInput = {};
  const problems: CellProblem[] = [];
  const problem = (field: ItemCsvField, message: string) => problems.push({ field, message });

  mapping.forEach((field, column) => {
    if (!field) return;
    const cell = unguard((cells[column] ?? '').trim());
    const label = ITEM_CSV_FIELD_LABELS[field];
    switch (field) {
      case 'tagCode': {
        if (cell === '') return;
        // "#65RNKD" is how the app shows a code, so a sheet typed from the tags may hold it that way.
        const code = bareTagCode(cell).toUpperCase();
        if (!looksLikeTagCode(code)) problem(field, M.tagCodeShape);
        else input.tagCode = code;
        return;
      }
      case 'name':
      case 'brand':
      case 'model':
      case 'dimensions':
      case 'materials':
      case 'description':
      case 'notes':
        if (cell !== '' || field !== 'name') input[field] = cell;
        return;
      case 'category':
        if (cell === '') return;
        input.category = matchOne(CATEGORIES, cell) ?? cell;
        if (!matchOne(CATEGORIES, cell)) problem(field, M.category(cell));
        return;
      case 'condition':
        if (cell === '') return;
        input.condition = matchOne(CONDITIONS, cell) ?? cell;
        if (!matchOne(CONDITIONS, cell)) problem(field, M.condition(cell));
        return;
      case 'status': {
        if (cell === '') return;
        const status = matchOne(ITEM_STATUSES, cell) ?? STATUS_WORDS[cell.toLowerCase()];
        input.status = status ?? cell;
        if (!status) problem(field, M.status(cell));
        return;
      }
      case 'tagPrice':
        input.tagPrice = cell === '' ? null : amount(cell);
        return;
      case 'soldPrice':
        input.soldPrice = cell === '' ? null : amount(cell);
        return;
      case 'retailPrice':
        input.retailCents = cell === '' ? null : cents(cell);
        return;
      case 'tagPriceSetBy': {
        const word = cell.toLowerCase();
        if (word === '') return;
        if (RULES.has(word)) input.tagPriceSetBy = 'rule';
        else if (HAND.has(word)) input.tagPriceSetBy = 'manual';
        else problem(field, M.tagPriceSetBy);
        return;
      }
      case 'soldOn': {
        if (cell === '') return;
        const day = date(cell);
        if (day) input.soldOn = day;
        else problem(field, M.date(label));
        return;
      }
      case 'keyAttributes':
        input.keyAttributes = list(cell, /;/);
        return;
      case 'researchSources':
        input.researchUrls = list(cell, /[;\s]+/);
        return;
      case 'needsReview': {
        const word = cell.toLowerCase();
        if (word === '') return;
        if (YES.has(word)) input.needsReview = true;
        else if (NO.has(word)) input.needsReview = false;
        else problem(field, M.yesNo(label));
        return;
      }
    }
  });
  return { input, problems };
}
