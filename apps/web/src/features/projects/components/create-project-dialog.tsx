import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { lazyDialog, preloadOnIntent } from '@/lib/lazy-dialog';

// The form (react-hook-form, the zod schema, the mutation) loads on first opening or when the button is
// pointed at or focused; the button itself renders with the page.
const CreateProjectForm = lazyDialog(() => import('./create-project-form').then((m) => m.CreateProjectForm));

/** The spec's Create New Project modal and the button that opens it. */
export function CreateProjectDialog() {
  // The phone menu's New Project comes here as ?new=project: the dialog is open while the address asks,
  // and closing it tidies the address.
  const [params, setParams] = useSearchParams();
  const asked = params.get('new') === 'project';
  const [opened, setOpened] = useState(false);
  const open = opened || asked;
  const setOpen = (next: boolean) => {
    setOpened(next);
    if (!next && asked) {
      setParams(
        (current) => {
          current.delete('new');
          return current;
        },
        { replace: true },
      );
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button data-tour="new-project" {...preloadOnIntent(CreateProjectForm.preload)}>
          <PlusIcon aria-hidden />
          New Project
        </Button>
      </DialogTrigger>
      <CreateProjectForm open={open} onOpenChange={setOpen} />
    </Dialog>
  );
}
