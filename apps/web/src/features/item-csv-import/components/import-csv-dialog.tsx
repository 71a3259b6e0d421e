import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import type {
  ItemCsvCounts,
  ItemCsvMapping,
  ItemCsvPreview,
  ItemCsvRowAction,
  ItemCsvRowError,
} from '@tagwise/core/schemas/item-csv-import';
import {
  ITEM_CSV_FIELD_LABELS,
  ITEM_CSV_FIELDS,
  ITEM_CSV_IMPORT_MESSAGES,
  type ItemCsvField,
} from '@tagwise/core/values/item-csv-import';
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
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { AppError } from '@tagwise/core/errors';
import { failureMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useImportItemsCsv } from '../api/import-items-csv';
import { usePreviewItemsCsv } from '../api/preview-items-csv';
import { formatUsNumber } from '@tagwise/core/values/us-number';

const SKIP = '';

const ACTION_LABELS: Record<ItemCsvRowAction, string> = { create: 'New', update: 'Update', unchanged: 'No change' };

/** "12 new, 3 updated", with what stays unchanged and where updated items are, when that applies. */
export function importCountsText({ created, updated, unchanged, inOtherProjects }: ItemCsvCounts) {
  const parts = [`${formatUsNumber(created)} new`, `${formatUsNumber(updated)} updated`];
  if (unchanged > 0) parts.push(`${formatUsNumber(unchanged)} unchanged`);
  const text = parts.join(', ');
  return inOtherProjects > 0 ? `${text} (${countOf(inOtherProjects, 'item')} of other projects stay there)` : text;
}

const errorText = (error: ItemCsvRowError) =>
  [error.row !== null && `Row ${error.row}`, error.column, error.message].filter(Boolean).join(' · ');

/**
 * Items from a spreadsheet into a project: the person picks a CSV file, checks which column fills which
 * field against the first rows, sees what the import will do and every row's problems with its row
 * number, and imports only once there are none. Rows whose tag code names an item update it, so an
 * exported file, edited, comes back as changes rather than copies.
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
  const previewing = usePreviewItemsCsv();
  const importing = useImportItemsCsv();
  // Each choice asks for a new preview; an answer to an older one must not replace a newer one.
  const latest = useRef(0);

  const reset = () => {
    latest.current++;
    setFile(undefined);
    setPreview(undefined);
    setError(undefined);
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

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file chosen again after fixing it must still count as a change.
    event.target.value = '';
    if (!chosen) return;
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
      { projectId, file, mapping: preview.mapping },
      {
        onSuccess: (result) => {
          const total = result.created + result.updated + result.unchanged;
          toast.success(`Imported ${countOf(total, 'item')} (${importCountsText(result)})`);
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

  const blocked = !preview || preview.errorCount > 0 || previewing.isPending;
  const mappedColumns = new Set(preview?.mapping.flatMap((field, i) => (field ? [i] : [])));

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

          <div className="grid gap-2">
            <Label htmlFor={`${id}-file`}>CSV file</Label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/plain"
              onChange={chooseFile}
              disabled={importing.isPending}
              aria-describedby={`${id}-file-hint`}
              className="text-sm file:mr-3 file:rounded-md file:border file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
            <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
              {file ? file.name : 'Save a spreadsheet as CSV (comma or semicolon separated), up to 10 MB.'}
            </p>
          </div>

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
                {preview.errorCount > 0 && `, ${countOf(preview.errorCount, 'problem')} to fix first`}
              </p>

              {preview.errors.length > 0 && (
                <div
                  role="alert"
                  aria-labelledby={`${id}-problems`}
                  className="grid max-h-40 gap-1 overflow-y-auto rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
                >
                  <p id={`${id}-problems`} className="font-medium text-destructive">
                    Fix these in the file and choose it again, or change the columns below:
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
                  Choose what each column fills. Empty cells clear brand, notes and the like; an empty tag price lets
                  your pricing rules set it.
                </p>
                <Table aria-label="Preview of the first rows" className="min-w-max">
                  <TableHeader>
                    <TableRow>
                      <TableHead className="w-12">Row</TableHead>
                      {preview.headers.map((header, column) => (
                        <TableHead key={column} className="min-w-40 py-2 align-top">
                          <span className="mb-1 block truncate" title={header}>
                            {header || `Column ${column + 1}`}
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
                            <Badge variant="destructive">Problem</Badge>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                {preview.rowCount > preview.sample.length && (
                  <p className="text-xs text-muted-foreground">
                    The first {preview.sample.length} of {countOf(preview.rowCount, 'row')}.
                  </p>
                )}
              </div>
            </>
          )}

          <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>
          {importing.isPending && (
            <p role="status" className="text-sm text-muted-foreground">
              Importing {countOf(preview?.rowCount ?? 0, 'row')}… keep this open until it finishes.
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={importing.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={importing.isPending || blocked}>
              {importing.isPending && <Spinner />}
              {importing.isPending
                ? 'Importing…'
                : preview && !blocked
                  ? `Import ${countOf(preview.rowCount, 'item')}`
                  : 'Import'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
