import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type {
  ItemCsvImportResult,
  ItemCsvMapping,
  ItemCsvPreview,
  ItemCsvRowAction,
  ItemCsvRowError,
} from '@tagwise/core/schemas/item-csv-import';
import {
  ITEM_CSV_FIELD_LABELS,
  ITEM_CSV_FIELDS,
  ITEM_CSV_IMPORT_MESSAGES,
  ITEM_CSV_PREVIEW_ROWS,
  type ItemCsvField,
} from '@tagwise/core/values/item-csv-import';
import { rowProblemText } from '@tagwise/core/values/item-csv-skipped-rows';
import { countOf } from '@tagwise/core/values/plural';
import { ErrorMessage } from '@/components/error-message';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { AppError } from '@tagwise/core/errors';
import { failureMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useImportItemsCsv } from '../api/import-items-csv';
import { usePreviewItemsCsv } from '../api/preview-items-csv';
import { importCountsText } from '../lib/import-counts-text';
import { CsvFilePicker } from './csv-file-picker';
import { SkippedRowsReport } from './skipped-rows-report';
import { formatUsNumber } from '@tagwise/core/values/us-number';

const SKIP = '';

const ACTION_LABELS: Record<ItemCsvRowAction, string> = { create: 'New', update: 'Update', unchanged: 'No change' };

const errorText = (error: ItemCsvRowError) => rowProblemText(error.row, error.column, error.message);

/** The columns each row has problems in, by row number: the preview marks those cells. */
function problemColumnsByRow(errors: readonly ItemCsvRowError[]) {
  const byRow = new Map<number, string[]>();
  for (const { row, column } of errors) {
    if (row !== null && column) byRow.set(row, [...(byRow.get(row) ?? []), column]);
  }
  return byRow;
}

/**
 * Items from a spreadsheet into a project: the person picks a CSV file, checks which column fills which
 * field against the first rows, sees what the import will do and every row with a problem (its row number,
 * its cells and why), and imports everything, or the good rows while skipping the others, which are then
 * listed to copy or download. Rows whose tag code names an item update it, so an exported file, edited,
 * comes back as changes rather than copies.
 */
export function ImportCsvDialog({
  projectId,
  projectName,
  open,
  onOpenChange,
}: {
  projectId: string;
  projectName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<ItemCsvPreview>();
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<ItemCsvImportResult>();
  const previewing = usePreviewItemsCsv();
  const importing = useImportItemsCsv();
  // Each choice asks for a new preview; an answer to an older one must not replace a newer one.
  const latest = useRef(0);

  const reset = () => {
    latest.current++;
    setFile(undefined);
    setPreview(undefined);
    setError(undefined);
    setResult(undefined);
    importing.reset();
  };

  const askPreview = (chosen: File, mapping?: ItemCsvMapping) => {
    const ask = ++latest.current;
    setError(undefined);
    previewing.mutate(
      { projectId, file: chosen, mapping },
      {
        onSuccess: (result) => ask === latest.current && setPreview(result),
        onError: (failure) => {
          if (ask !== latest.current) return;
          setPreview(undefined);
          setError(failureMessage(failure, ITEM_CSV_IMPORT_MESSAGES.previewFailed));
        },
      },
    );
  };

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setPreview(undefined);
    askPreview(chosen);
  };

  const chooseField = (column: number, value: string) => {
    if (!file || !preview) return;
    const mapping = preview.mapping.map((field, i) =>
      i === column ? ((value || null) as ItemCsvField | null) : field,
    );
    setPreview({ ...preview, mapping });
    askPreview(file, mapping);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || !preview) return;
    setError(undefined);
    importing.mutate(
      { projectId, file, mapping: preview.mapping, skipRowsWithProblems: preview.rowsWithProblems > 0 },
      {
        onSuccess: (imported) => {
          const total = imported.created + imported.updated + imported.unchanged;
          const skipped = imported.skipped.length > 0 ? `, skipped ${countOf(imported.skipped.length, 'row')}` : '';
          toast.success(`Imported ${countOf(total, 'item')} (${importCountsText(imported)})${skipped}`);
          if (skipped) {
            // The skipped rows stay on screen, to copy or download and fix.
            setResult(imported);
            return;
          }
          reset();
          onOpenChange(false);
        },
        onError: (failure) => {
          setError(failureMessage(failure, ITEM_CSV_IMPORT_MESSAGES.failed));
          // The rows changed since the preview (another import, an edit): show the problems as they are now.
          if (failure instanceof AppError && failure.code === 'VALIDATION_FAILED') askPreview(file, preview.mapping);
        },
      },
    );
  };

  const mappingProblems = preview?.errors.some((problem) => problem.row === null) ?? false;
  const goodRows = preview ? preview.rowCount - preview.rowsWithProblems : 0;
  const skipping = preview ? preview.rowsWithProblems : 0;
  const blocked = !preview || previewing.isPending || mappingProblems || goodRows === 0;
  const mappedColumns = new Set(preview?.mapping.flatMap((field, i) => (field ? [i] : [])));
  const problemColumns = problemColumnsByRow(preview?.errors ?? []);
  const columnName = (header: string, column: number) => header || `Column ${column + 1}`;
  const submitText = importing.isPending
    ? 'Importing…'
    : preview && !blocked
      ? skipping > 0
        ? `Import ${countOf(goodRows, 'good row')}, skip ${formatUsNumber(skipping)}`
        : `Import ${countOf(preview.rowCount, 'item')}`
      : 'Import';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (importing.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-4xl">
        <form onSubmit={submit} className="grid min-w-0 gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Import items from CSV</DialogTitle>
            <DialogDescription>
              One item a row under a header row. A row whose tag code is one of your items updates that item; the others
              become new items of {projectName}. A file from Export CSV comes back in as changes.
            </DialogDescription>
          </DialogHeader>

          {result && file && preview ? (
            <SkippedRowsReport result={result} headers={preview.headers} fileName={file.name} />
          ) : (
            <>
              <CsvFilePicker id={`${id}-file`} file={file} disabled={importing.isPending} onChoose={chooseFile} />

              {previewing.isPending && (
                <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Spinner /> Reading the file…
                </p>
              )}

              {preview && (
                <>
                  <p role="status" className="text-sm">
                    <span className="font-medium">{countOf(preview.rowCount, 'row')}</span>:{' '}
                    {importCountsText(preview.counts)}
                    {mappingProblems
                      ? `, ${countOf(preview.errorCount, 'problem')} to fix first`
                      : skipping > 0 && `, ${countOf(skipping, 'row')} with problems`}
                  </p>

                  {preview.errors.length > 0 && (
                    <div
                      role="alert"
                      aria-labelledby={`${id}-problems`}
                      className="grid max-h-40 gap-1 overflow-y-auto rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
                    >
                      <p id={`${id}-problems`} className="font-medium text-destructive">
                        {mappingProblems || goodRows === 0
                          ? 'Fix these in the file and choose it again, or change the columns below:'
                          : 'Fix these rows in the file and choose it again, or import the other rows and skip these:'}
                      </p>
                      <ul aria-label="Problems" className="grid gap-0.5">
                        {preview.errors.map((problem, i) => (
                          <li key={i}>{errorText(problem)}</li>
                        ))}
                      </ul>
                      {preview.errorCount > preview.errors.length && (
                        <p className="text-muted-foreground">
                          …and {countOf(preview.errorCount - preview.errors.length, 'more problem')}.
                        </p>
                      )}
                    </div>
                  )}

                  <div className="grid min-w-0 gap-2">
                    <p className="text-sm font-medium">Columns</p>
                    <p className="text-xs text-muted-foreground">
                      Choose what each column fills. Empty cells clear brand, notes and the like; an empty tag price
                      lets your pricing rules set it.
                    </p>
                    <Table aria-label="Preview of the rows" className="min-w-max">
                      <TableHeader>
                        <TableRow>
                          <TableHead className="w-12">Row</TableHead>
                          {preview.headers.map((header, column) => (
                            <TableHead key={column} className="min-w-40 py-2 align-top">
                              <span className="mb-1 block truncate" title={header}>
                                {columnName(header, column)}
                              </span>
                              <NativeSelect
                                aria-label={`Column ${header || column + 1}`}
                                value={preview.mapping[column] ?? SKIP}
                                onChange={(event) => chooseField(column, event.target.value)}
                                disabled={importing.isPending}
                                className="h-9 font-normal text-foreground"
                              >
                                <option value={SKIP}>Don't import</option>
                                {ITEM_CSV_FIELDS.map((field) => (
                                  <option key={field} value={field}>
                                    {ITEM_CSV_FIELD_LABELS[field]}
                                  </option>
                                ))}
                              </NativeSelect>
                            </TableHead>
                          ))}
                          <TableHead>Import</TableHead>
                        </TableRow>
                      </TableHeader>
                      <TableBody>
                        {preview.sample.map((sample) => (
                          <TableRow key={sample.row}>
                            <TableCell className="tabular-nums text-muted-foreground">{sample.row}</TableCell>
                            {sample.cells.map((cell, column) => (
                              <TableCell
                                key={column}
                                className={cn(
                                  'max-w-60 truncate',
                                  !mappedColumns.has(column) && 'text-muted-foreground italic',
                                  problemColumns
                                    .get(sample.row)
                                    ?.includes(columnName(preview.headers[column] ?? '', column)) &&
                                    'font-medium text-destructive',
                                )}
                                title={cell}
                              >
                                {cell}
                              </TableCell>
                            ))}
                            <TableCell>
                              {sample.action ? (
                                <Badge variant={sample.action === 'unchanged' ? 'outline' : 'secondary'}>
                                  {ACTION_LABELS[sample.action]}
                                </Badge>
                              ) : (
                                <span className="flex items-center gap-2">
                                  <Badge variant="destructive">{mappingProblems ? 'Problem' : 'Skip'}</Badge>
                                  <span className="text-xs text-destructive">
                                    {[...new Set(problemColumns.get(sample.row))].join(', ')}
                                  </span>
                                </span>
                              )}
                            </TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                    {preview.rowCount > ITEM_CSV_PREVIEW_ROWS && (
                      <p className="text-xs text-muted-foreground">
                        The first {ITEM_CSV_PREVIEW_ROWS} of {countOf(preview.rowCount, 'row')}
                        {preview.sample.length > ITEM_CSV_PREVIEW_ROWS && ', and every later row with a problem'}.
                      </p>
                    )}
                  </div>
                </>
              )}
            </>
          )}

          <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>
          {importing.isPending && (
            <p role="status" className="text-sm text-muted-foreground">
              Importing {countOf(goodRows, 'row')}… keep this open until it finishes.
            </p>
          )}
          <DialogFooter>
            {result ? (
              <DialogClose asChild>
                <Button type="button">Done</Button>
              </DialogClose>
            ) : (
              <>
                <DialogClose asChild>
                  <Button type="button" variant="outline" disabled={importing.isPending}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit" disabled={importing.isPending || blocked}>
                  {importing.isPending && <Spinner />}
                  {submitText}
                </Button>
              </>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
