import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Edit and Remove for one row of a list (an expense, a consignor), named for it to a screen reader. */
export function RowActions({ name, onEdit, onRemove }: { name: string; onEdit: () => void; onRemove: () => void }) {
  return (
    <>
      <Button size="icon" variant="ghost" aria-label={`Edit ${name}`} onClick={onEdit}>
        <PencilIcon aria-hidden />
      </Button>
      <Button size="icon" variant="ghost" aria-label={`Remove ${name}`} onClick={onRemove}>
        <Trash2Icon aria-hidden />
      </Button>
    </>
  );
}
