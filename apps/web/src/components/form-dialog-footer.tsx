import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/**
 * Cancel and the submit button of a dialog form; the submit shows progress and is disabled while saving,
 * and while there is nothing to submit (`disabled`).
 */
export function FormDialogFooter({
  submitLabel,
  pending = false,
  disabled = false,
  destructive = false,
}: {
  submitLabel: string;
  pending?: boolean;
  disabled?: boolean;
  destructive?: boolean;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending || disabled} variant={destructive ? 'destructive' : 'default'}>
        {pending && <Spinner />}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
