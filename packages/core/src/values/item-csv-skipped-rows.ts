// Plain values (no zod): what the import dialog offers of the rows an import skipped, to copy or to download.

interface SkippedRow {
  row: number;
  cells: readonly string[];
  problems: readonly { column: string; message: string }[];
}

/** The heading of the column the download adds after the file's own: each row's problems. */
export const SKIPPED_ROWS_PROBLEM_HEADER = 'Problems';

/** "Row 14 · Category · "Lamps" is not a category…": a problem as the dialog lists it. */
export const rowProblemText = (row: number | null, column: string | null, message: string) =>
  [row !== null && `Row ${row}`, column, message].filter(Boolean).join(' · ');

/** One line a problem, to paste into a note or a message. */
export const skippedRowsText = (skipped: readonly SkippedRow[]) =>
  skipped.flatMap(({ row, problems }) => problems.map((p) => rowProblemText(row, p.column, p.message))).join('\n');

/**
 * A cell as the items export writes it: quoted when it must be, and one that starts like a formula (=, +, -,
 * @) prefixed with ' so a spreadsheet cannot run it; the import takes that ' off again.
 */
function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) || inert !== inert.trim() ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/**
 * The skipped rows as a CSV file under the file's own headers, with their problems in a last column: fixed in
 * a spreadsheet and imported, they join the items already imported without adding those a second time (the
 * Problems column is not imported unless someone chooses a field for it). UTF-8 with a byte-order mark and
 * Windows line ends, as the export, so Excel opens it as written.
 */
export function skippedRowsCsv(headers: readonly string[], skipped: readonly SkippedRow[]): string {
  const lines = [
    [...headers, SKIPPED_ROWS_PROBLEM_HEADER],
    ...skipped.map(({ cells, problems }) => [
      ...headers.map((_, i) => cells[i] ?? ''),
      problems.map((p) => `${p.column}: ${p.message}`).join('; '),
    ]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
