import type { ReactNode } from 'react';
import { CameraIcon, ImagesIcon, LayersIcon, type LucideIcon } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ScreenTip } from '@/components/screen-tip';
import { keepOpenForTourUi } from '@/lib/overlays';

export type AnalysisMode = 'camera' | 'multi' | 'single';

const OPTIONS: { mode: AnalysisMode; title: string; text: string; icon: LucideIcon }[] = [
  { mode: 'camera', title: 'Use Camera', text: 'Photograph an item now', icon: CameraIcon },
  {
    mode: 'multi',
    title: 'Multiple Items',
    text: 'A batch of photos: one item each, or grouped into items',
    icon: ImagesIcon,
  },
  {
    mode: 'single',
    title: 'Single Item with Multiple Photos',
    text: 'Several angles, labels or marks of one item',
    icon: LayersIcon,
  },
];

/**
 * The Quick Analysis chooser (core-app.md section 2). Big rows rather than small buttons: it is used on
 * a phone, one-handed. `project` is where the new items go (a picker outside a project's page).
 */
export function QuickAnalysisChooser({
  open,
  onOpenChange,
  onChoose,
  project,
  disabled,
  modal = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (mode: AnalysisMode) => void;
  project?: ReactNode;
  disabled: boolean;
  /** False while a guided tour points into the chooser, so the tour's card stays usable. */
  modal?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} modal={modal}>
      <DialogContent onInteractOutside={keepOpenForTourUi}>
        <DialogHeader>
          <DialogTitle>Quick Analysis</DialogTitle>
          <DialogDescription>Photograph or upload items: the AI names, describes and prices them.</DialogDescription>
        </DialogHeader>
        {project}
        <ul className="grid gap-2" data-tour="analysis-modes">
          {OPTIONS.map(({ mode, title, text, icon: Icon }) => (
            <li key={mode}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChoose(mode)}
                className="flex min-h-16 w-full items-center gap-4 rounded-lg border bg-card p-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary">
                  <Icon className="size-5 text-primary" aria-hidden />
                </span>
                <span className="grid gap-0.5">
                  <span className="font-medium">{title}</span>
                  <span className="text-sm text-muted-foreground">{text}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        {/* After the choices: the dialog's first focus goes to them, not to Got it. */}
        <ScreenTip id="analysis-chooser" title="Which one?">
          Several photos of one item give the AI the most to go on: add close-ups of labels and marks. Multiple Items is
          quicker for many things, one photo each.
        </ScreenTip>
      </DialogContent>
    </Dialog>
  );
}
