import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/** Cancel and the submit button of a dialog form; the submit shows progress and is disabled while saving. */
export function FormDialogFooter({ submitLabel, pending = false }: { submitLabel: string; pending?: boolean }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
