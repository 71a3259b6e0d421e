import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A list form's Save (or Add) and, when editing a row in place, Cancel. */
export function FormButtons({
  submitLabel,
  pending,
  onCancel,
  className = 'flex gap-2',
}: {
  submitLabel: string;
  pending: boolean;
  onCancel?: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {submitLabel}
      </Button>
      {onCancel && (
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}
