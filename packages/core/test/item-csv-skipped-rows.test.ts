import { describe, expect, it } from 'vitest';
import { rowProblemText, skippedRowsCsv, skippedRowsText } from '../src/values/item-csv-skipped-rows.ts';

const skipped = [
  {
    row: 14,
    cells: ['Lamp, brass', 'Lamps', '-4'],
    problems: [
      { column: 'Category', message: '"Lamps" is not a category' },
      { column: 'Retail', message: 'Retail price cannot be negative' },
    ],
  },
  { row: 20, cells: ['=SUM(A1)'], problems: [{ column: 'Category', message: 'Category is required' }] },
];

describe('the rows an import skipped', () => {
  it('are listed one problem a line, as the dialog shows them', () => {
    expect(rowProblemText(null, null, 'Choose at least one column to import.')).toBe(
      'Choose at least one column to import.',
    );
    expect(skippedRowsText(skipped)).toBe(
      [
        'Row 14 · Category · "Lamps" is not a category',
        'Row 14 · Retail · Retail price cannot be negative',
        'Row 20 · Category · Category is required',
      ].join('\n'),
    );
  });

  it("download as a CSV under the file's headers with their problems, quoted and with formulas made inert", () => {
    expect(skippedRowsCsv(['Name', 'Category', 'Retail'], skipped)).toBe(
      '\uFEFFName,Category,Retail,Problems\r\n' +
        '"Lamp, brass",Lamps,\'-4,"Category: ""Lamps"" is not a category; Retail: Retail price cannot be negative"\r\n' +
        "'=SUM(A1),,,Category: Category is required\r\n",
    );
  });
});
