import type { ReactNode } from 'react';
import { TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
}

/** The figures of a chart as a table: a caption, one header row, one row per group, and an optional total. */
export function FiguresTable<Row>({
  id,
  caption,
  columns,
  rows,
  rowKey,
  total,
}: {
  id: string;
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The totals row (the first column's cell reads "Total"). */
  total?: Row;
}) {
  const cells = (row: Row, isTotal = false) =>
    columns.map((column, i) =>
      i === 0 ? (
        <TableHead
          key={column.header}
          scope="row"
          className={cn('font-medium text-foreground', isTotal && 'font-semibold')}
        >
          {isTotal ? 'Total' : column.cell(row)}
        </TableHead>
      ) : (
        <TableCell
          key={column.header}
          className={cn(column.numeric && 'text-right tabular-nums', isTotal && 'font-semibold')}
        >
          {column.cell(row)}
        </TableCell>
      ),
    );
  return (
    // The region scrolls sideways on a phone; it takes the focus so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={`Table: ${caption}`}
      tabIndex={0}
      className="w-full overflow-x-auto rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <table id={id} className="w-full caption-bottom text-sm">
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.header} scope="col" className={cn(column.numeric && 'text-right')}>
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>{cells(row)}</TableRow>
          ))}
          {total && <TableRow className="border-t-2">{cells(total, true)}</TableRow>}
        </TableBody>
      </table>
    </div>
  );
}
