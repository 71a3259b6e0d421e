import { Component, type ReactNode } from 'react';
import { WifiOffIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ModuleLoadError } from '@/lib/module-load-error';

/**
 * In place of a dialog whose code could not be loaded: a dialog first opened without a connection (in a
 * basement) before the app had ever fetched it. Says so and offers Try again, instead of the page's error
 * screen; closing it closes the dialog that was asked for.
 */
export function DialogLoadFailed({
  open,
  onRetry,
  onClose,
}: {
  open: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <WifiOffIcon className="size-5" aria-hidden />
            This could not open
          </DialogTitle>
          <DialogDescription>
            Its part of Tagwise could not be downloaded to this device. Check the connection, then try again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onRetry}>Try again</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Shows `fallback` when its children's code fails to load; any other error goes on to the page's boundary. */
export class LoadFailedBoundary extends Component<{ fallback: ReactNode; children?: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!(error instanceof ModuleLoadError)) throw error;
    return this.props.fallback;
  }
}
