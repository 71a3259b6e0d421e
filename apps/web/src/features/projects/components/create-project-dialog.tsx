import { useEffect, useState } from 'react';
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
  const [open, setOpen] = useState(false);
  // The phone menu's New Project comes here as ?new=project: open the dialog, and tidy the address.
  const [params, setParams] = useSearchParams();
  const asked = params.get('new') === 'project';
  useEffect(() => {
    if (!asked) return;
    setOpen(true);
    setParams(
      (current) => {
        current.delete('new');
        return current;
      },
      { replace: true },
    );
  }, [asked, setParams]);
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
