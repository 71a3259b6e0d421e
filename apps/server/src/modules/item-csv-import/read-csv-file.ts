import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '@tagwise/core/errors';
import { ITEM_CSV_IMPORT_MAX_ROWS, ITEM_CSV_IMPORT_MESSAGES } from '@tagwise/core/values/item-csv-import';

export interface CsvFile {
  headers: string[];
  /** Rows holding something, each with its number as a spreadsheet shows it (the header is row 1). */
  rows: { row: number; cells: string[] }[];
}

const M = ITEM_CSV_IMPORT_MESSAGES;

/** Zip (an .xlsx workbook) and OLE (an old .xls) files start with these bytes. */
const WORKBOOK_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
];
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** Control characters other than tab, line feed, vertical tab, form feed and carriage return. */
function controlCharacters(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && (code < 9 || code > 13)) || code === 127) count++;
  }
  return count;
}

/**
 * The file's text. UTF-8 as the export writes it; UTF-16 with its byte-order mark as Excel's "Unicode
 * Text" saves it; anything else that is not valid UTF-8 is read as Windows-1252, which is what Excel's
 * plain "CSV (Comma delimited)" writes on Windows. A file is judged by its bytes, never by its name.
 */
function decode(bytes: Uint8Array): string {
  if (WORKBOOK_SIGNATURES.some((s) => startsWith(bytes, s))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.workbook);
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes);
  // Text never holds a NUL byte; images, PDFs and archives nearly always do.
  if (bytes.includes(0)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.notText);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // A binary file without NULs still reads as a scatter of control characters; a spreadsheet has next to none.
  if (controlCharacters(text) > text.length / 1000) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.notText);
  return text;
}

/** Comma, semicolon (Excel where the decimal mark is a comma) or tab: whichever the header row uses most. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  let best = ',';
  let bestCount = 0;
  for (const delimiter of [',', ';', '\t']) {
    const count = unquoted.split(delimiter).length - 1;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/** csv-parse's reasons in words a person with a spreadsheet can act on. */
const REASONS: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell never ends (a closing " is missing)',
  CSV_INVALID_CLOSING_QUOTE: 'a " inside a quoted cell is not doubled',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'there is text after a quoted cell',
};

/**
 * The header row and the rows under it. Blank lines are kept while parsing so each record's position
 * is its spreadsheet row (a cell with line breaks spans several lines of the file but one row), then
 * rows with nothing in them are dropped.
 */
export function readCsvFile(bytes: Uint8Array): CsvFile {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', M.empty);
  const text = decode(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : 1;
    throw new AppError('BAD_REQUEST', M.unreadable(line, REASONS[error.code] ?? error.message), { cause: error });
  }
  const [header, ...body] = records;
  const headers = (header ?? []).map((cell) => cell.trim());
  if (headers.every((cell) => cell === '')) throw new AppError('BAD_REQUEST', M.empty);
  const rows: CsvFile['rows'] = [];
  body.forEach((cells, index) => {
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ row: index + 2, cells });
  });
  if (rows.length === 0) throw new AppError('BAD_REQUEST', M.noRows);
  if (rows.length > ITEM_CSV_IMPORT_MAX_ROWS) throw new AppError('BAD_REQUEST', M.tooManyRows);
  return { headers, rows };
}
