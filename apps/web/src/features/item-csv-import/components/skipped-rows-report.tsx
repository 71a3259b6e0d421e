import { CheckCircle2Icon, CopyIcon, DownloadIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { ItemCsvImportResult } from '@tagwise/core/schemas/item-csv-import';
import { countOf } from '@tagwise/core/values/plural';
import { rowProblemText, skippedRowsCsv, skippedRowsText } from '@tagwise/core/values/item-csv-skipped-rows';
import { Button } from '@/components/ui/button';
import { saveFile } from '@/lib/save-file';
import { importCountsText } from '../lib/import-counts-text';

/** "items.csv" -> "items-skipped-rows.csv". */
const skippedFileName = (name: string) => `${name.replace(/\.(csv|tsv|txt)$/i, '') || 'items'}-skipped-rows.csv`;

/**
 * After an import that skipped rows: what it imported, and each skipped row with its problems, to copy or
 * to download as a CSV of just those rows (fixed and imported, they do not add the other rows twice).
 */
export function SkippedRowsReport({
  result,
  headers,
  fileName,
}: {
  result: ItemCsvImportResult;
  headers: readonly string[];
  fileName: string;
}) {
  const total = result.created + result.updated + result.unchanged;
  const download = () =>
    saveFile(
      new Blob([skippedRowsCsv(headers, result.skipped)], { type: 'text/csv;charset=utf-8' }),
      skippedFileName(fileName),
    );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(skippedRowsText(result.skipped));
      toast.success('Skipped rows copied');
    } catch {
      toast.error('Could not copy the list: select it and copy it by hand.');
    }
  };

  return (
    <div className="grid min-w-0 gap-3">
      <p role="status" className="flex items-start gap-2 text-sm">
        <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          Imported {countOf(total, 'item')} ({importCountsText(result)}). Skipped{' '}
          {countOf(result.skipped.length, 'row')} with problems:
        </span>
      </p>
      <div className="max-h-60 overflow-y-auto rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
        <ul aria-label="Skipped rows" className="grid gap-0.5">
          {result.skipped.flatMap(({ row, problems }) =>
            problems.map((problem, i) => (
              <li key={`${row}-${i}`}>{rowProblemText(row, problem.column, problem.message)}</li>
            )),
          )}
        </ul>
      </div>
      <p className="text-xs text-muted-foreground">
        Fix them in the downloaded file and import it: importing the whole file again would add its other rows a second
        time.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={download}>
          <DownloadIcon aria-hidden />
          Download skipped rows
        </Button>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden />
          Copy list
        </Button>
      </div>
    </div>
  );
}
