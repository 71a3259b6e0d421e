import { TOUR_MESSAGES } from '@tagwise/core/messages';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** Closing a running tour asks "Skip this tour?": yes skips it, anything else pauses it (core-app.md section 4). */
export function SkipTourDialog({
  open,
  tourTitle,
  onSkip,
  onPause,
}: {
  open: boolean;
  tourTitle: string;
  onSkip: () => void;
  onPause: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onPause()}>
      <DialogContent data-tour-ui>
        <DialogHeader>
          <DialogTitle>{TOUR_MESSAGES.skipQuestion}</DialogTitle>
          <DialogDescription>
            Skip “{tourTitle}”, or pause it and pick it up later where you left off. Either way, it can be taken again
            from Settings, Tutorials.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onPause}>
            Pause tour
          </Button>
          <Button onClick={onSkip}>Skip tour</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
