import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { lazyDialog, preloadOnIntent } from '@/lib/lazy-dialog';

// The form (react-hook-form, the zod schema, the optimistic mutation) loads on first opening or when the
// button is pointed at or focused; the button itself renders with the page.
const AddItemForm = lazyDialog(() => import('./add-item-form').then((m) => m.AddItemForm));

/** Add Item: the button on a project's page and the dialog it opens. */
export function AddItemDialog({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button {...preloadOnIntent(AddItemForm.preload)}>
          <PlusIcon aria-hidden />
          Add Item
        </Button>
      </DialogTrigger>
      <AddItemForm projectId={projectId} open={open} onOpenChange={setOpen} />
    </Dialog>
  );
}
