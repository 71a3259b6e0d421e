import { useRef, type ChangeEvent } from 'react';
import { Trash2Icon, UploadIcon } from 'lucide-react';
import { toast } from 'sonner';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '@tagwise/core/values/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useSaveAvatar } from '../api/save-avatar';

/**
 * The person's profile photo, shown in the account menu: a round preview (initials without one), Upload
 * (JPG, PNG or WebP up to 5 MB, checked again by the server) and Remove.
 */
export function AvatarField({ url, initials }: { url: string | null; initials: string }) {
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveAvatar();
  const remove = useRemoveAvatar();
  const busy = save.isPending || remove.isPending;

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error(AVATAR_MESSAGES.tooLarge);
      return;
    }
    save.mutate(file);
  };

  return (
    <div className="grid gap-2">
      <span id="avatar-label" className="text-sm font-medium">
        Profile photo
      </span>
      <div className="flex flex-wrap items-center gap-3">
        {url ? (
          <img src={url} alt="Your profile photo" className="size-16 rounded-full border object-cover" />
        ) : (
          <span
            aria-label="No profile photo yet"
            role="img"
            className="flex size-16 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
          >
            {initials}
          </span>
        )}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-labelledby="avatar-label"
          tabIndex={-1}
          onChange={picked}
        />
        <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
          {save.isPending ? <Spinner /> : <UploadIcon aria-hidden />}
          {url ? 'Replace photo' : 'Upload photo'}
        </Button>
        {url && (
          <Button type="button" variant="ghost" disabled={busy} onClick={() => remove.mutate()}>
            {remove.isPending ? <Spinner /> : <Trash2Icon aria-hidden />}
            Remove photo
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">In your account menu. JPG, PNG or WebP, up to 5 MB.</p>
    </div>
  );
}
