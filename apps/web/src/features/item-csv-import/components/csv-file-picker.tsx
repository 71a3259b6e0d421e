import { useRef, type ChangeEvent } from 'react';
import { FileUpIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The import's file box. The browser's own file input says "No file chosen" again once its value is cleared
 * (which a second choice of the same, fixed, file needs), while the dialog still holds a file: so the input
 * stays hidden and this says what the dialog holds.
 */
export function CsvFilePicker({
  id,
  file,
  disabled,
  onChoose,
}: {
  id: string;
  file: File | undefined;
  disabled: boolean;
  onChoose: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file chosen again after fixing it must still count as a change.
    event.target.value = '';
    if (chosen) onChoose(chosen);
  };

  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        CSV file
      </span>
      <input
        ref={input}
        type="file"
        accept=".csv,.tsv,.txt,text/csv,text/plain"
        className="sr-only"
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        onChange={picked}
        disabled={disabled}
      />
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-name ${id}-hint`}
        >
          <FileUpIcon aria-hidden />
          {file ? 'Choose another file' : 'Choose file'}
        </Button>
        <span id={`${id}-name`} className={file ? 'min-w-0 text-sm break-all' : 'text-sm text-muted-foreground'}>
          {file ? file.name : 'No file chosen'}
        </span>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Save a spreadsheet as CSV (comma or semicolon separated), up to 10 MB.
      </p>
    </div>
  );
}
