import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { LabelCheck, LabelRequest } from '@tagwise/core/schemas/labels';
import {
  LABEL_MESSAGES,
  LABEL_STOCK_IDS,
  LABEL_STOCKS,
  labelsPerSheet,
  type LabelStockId,
} from '@tagwise/core/values/labels';
import { countOf } from '@tagwise/core/values/plural';
import { ErrorMessage } from '@/components/error-message';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { failureMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { useCheckLabels } from '../api/check-labels';
import { usePrintLabels } from '../api/print-labels';
import { PrintTagsWarnings } from './print-tags-warnings';

/**
 * Price tags for a selection, a project or a folder: the stock, where a partly used sheet starts, then
 * the PDF the server made, downloaded. The grid is the sheet as it lies on the table, so "start at" is a
 * tap on the first free label rather than arithmetic. Before the PDF is made the server counts the items
 * without a price and the names tags cannot show; when there are any, the dialog says so and the operator
 * prints anyway or goes back.
 */
export function PrintTagsDialog({
  open,
  onOpenChange,
  selection,
  what,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selection: LabelRequest['selection'];
  /** What gets tags, for the description: "12 items", "the project Maple Street". */
  what: string;
}) {
  const id = useId();
  const [stockId, setStockId] = useState<LabelStockId>('avery-5160');
  const [startAt, setStartAt] = useState(1);
  const [error, setError] = useState<string>();
  const [warnings, setWarnings] = useState<LabelCheck | null>(null);
  const check = useCheckLabels();
  const print = usePrintLabels();
  const pending = check.isPending || print.isPending;
  const stock = LABEL_STOCKS[stockId];
  const perSheet = labelsPerSheet(stock);

  const printTags = () => {
    print.mutate(
      { selection, stock: stockId, startAt },
      {
        onSuccess: ({ blob, filename, count }) => {
          saveFile(blob, filename);
          const sheets = Math.ceil((startAt - 1 + count) / perSheet);
          toast.success(
            `${countOf(count, 'tag')} on ${countOf(sheets, 'sheet')} downloaded. Print at actual size (100%).`,
          );
          setWarnings(null);
          onOpenChange(false);
        },
        onError: (failure) => setError(failureMessage(failure, LABEL_MESSAGES.failed)),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (warnings) {
      printTags();
      return;
    }
    check.mutate(
      { selection },
      {
        onSuccess: (result) => (result.unpriced > 0 || result.undrawableCount > 0 ? setWarnings(result) : printTags()),
        onError: (failure) => setError(failureMessage(failure, LABEL_MESSAGES.failed)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setWarnings(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-2xl">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Print price tags</DialogTitle>
            <DialogDescription>
              Tags for {what}: name, tag price, tag code, your business name, the project's discount line and a QR code
              that opens the item.
            </DialogDescription>
          </DialogHeader>
          {warnings && <PrintTagsWarnings check={warnings} />}
          <div className={cn('grid gap-4 sm:grid-cols-2', warnings && 'hidden')}>
            <fieldset className="grid content-start gap-2">
              <legend className="mb-1 text-sm font-medium">Label stock</legend>
              {LABEL_STOCK_IDS.map((option) => (
                <label
                  key={option}
                  className="flex items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                >
                  <input
                    type="radio"
                    name={`${id}-stock`}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                    checked={stockId === option}
                    onChange={() => {
                      setStockId(option);
                      setStartAt(1);
                    }}
                  />
                  <span>
                    <span className="font-medium">{LABEL_STOCKS[option].name}</span>
                    <span className="block text-muted-foreground">{LABEL_STOCKS[option].description}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <fieldset className="grid content-start gap-2">
              <legend className="mb-1 text-sm font-medium">Start at label {startAt}</legend>
              <p id={`${id}-start-hint`} className="text-xs text-muted-foreground">
                On a partly used sheet, choose its first free label. Labels count across, then down.
              </p>
              <div
                className="grid w-fit gap-1 rounded-md border bg-muted/40 p-2"
                style={{ gridTemplateColumns: `repeat(${stock.columns}, minmax(0, 1fr))` }}
              >
                {Array.from({ length: perSheet }, (_, n) => n + 1).map((n) => (
                  <button
                    key={n}
                    type="button"
                    aria-label={`Start at label ${n}`}
                    aria-pressed={n === startAt}
                    aria-describedby={`${id}-start-hint`}
                    onClick={() => setStartAt(n)}
                    className={cn(
                      'flex items-center justify-center rounded-sm border text-[10px] tabular-nums text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring',
                      stock.height < 1.5 ? 'h-6 w-14' : stock.height < 2.5 ? 'h-9 w-16' : 'h-14 w-11',
                      n < startAt && 'border-dashed bg-muted text-muted-foreground/60 line-through',
                      n >= startAt && 'bg-background',
                      n === startAt && 'border-primary bg-primary text-primary-foreground',
                    )}
                  >
                    {n}
                  </button>
                ))}
              </div>
            </fieldset>
          </div>
          <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>
          {warnings ? (
            <DialogFooter>
              <Button type="button" variant="outline" disabled={pending} onClick={() => setWarnings(null)}>
                Go back
              </Button>
              <Button type="submit" disabled={pending}>
                {pending && <Spinner />}
                {pending ? 'Making the PDF…' : 'Print anyway'}
              </Button>
            </DialogFooter>
          ) : (
            <FormDialogFooter submitLabel={pending ? 'Making the PDF…' : 'Download PDF'} pending={pending} />
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
