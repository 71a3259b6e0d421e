import { useId } from 'react';
import type { StudioPhotoAccess } from '@tagwise/core/values/enhancements';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/**
 * "Studio photo" in the analysis dialogs, for Pro and Enterprise only: the item's main photo is also cut
 * out and put on white, within the analysis's own credit. Off unless the person turns it on.
 */
export function StudioPhotoOption({
  access,
  checked,
  onCheckedChange,
}: {
  access: StudioPhotoAccess | undefined;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  if (!access || access === 'upgrade') return null;
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-3" data-tour="studio-option">
      <div className="grid gap-1">
        <Label htmlFor={id}>Studio photo</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Cut out the item and place it on white. No extra credit; the original photo is kept.
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-hint`} checked={checked} onCheckedChange={onCheckedChange} />
    </div>
  );
}
