import type { ComponentProps } from 'react';
import { DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

/**
 * A dialog's content that cannot be closed by accident while it works (Escape, a tap outside, the close
 * button): an analysis half done is credits and minutes spent. Its own buttons say when it is finished.
 */
export function WorkingDialogContent({
  working,
  className,
  ...props
}: ComponentProps<typeof DialogContent> & { working: boolean }) {
  return (
    <DialogContent
      className={cn(className, working && '[&>button:last-child]:hidden')}
      onEscapeKeyDown={(e) => working && e.preventDefault()}
      onInteractOutside={(e) => working && e.preventDefault()}
      {...props}
    />
  );
}
