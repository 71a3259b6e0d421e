import { useRef, type ChangeEvent } from 'react';
import { ImageIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { BUSINESS_LOGO_MAX_BYTES, BUSINESS_LOGO_MESSAGES } from '@tagwise/core/values/business-logo';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRemoveBusinessLogo } from '../api/remove-business-logo';
import { useSaveBusinessLogo } from '../api/save-business-logo';

/**
 * The workspace's logo for its reports (admins only): a preview, Upload (JPG, PNG or WebP up to 5 MB,
 * checked again by the server) and Remove.
 */
export function BusinessLogoField({ url }: { url: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveBusinessLogo();
  const remove = useRemoveBusinessLogo();
  const busy = save.isPending || remove.isPending;

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > BUSINESS_LOGO_MAX_BYTES) {
      toast.error(BUSINESS_LOGO_MESSAGES.tooLarge);
      return;
    }
    save.mutate(file);
  };

  return (
    <div className="grid gap-2">
      <span id="business-logo-label" className="text-sm font-medium">
        Business logo
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-16 w-40 items-center justify-center rounded-md border bg-white p-1">
          {url ? (
            <img src={url} alt="Your business logo" className="max-h-full max-w-full object-contain" />
          ) : (
            <ImageIcon className="size-6 text-muted-foreground" aria-label="No logo yet" />
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-labelledby="business-logo-label"
          tabIndex={-1}
          onChange={picked}
        />
        <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
          {save.isPending ? <Spinner /> : <UploadIcon aria-hidden />}
          {url ? 'Replace logo' : 'Upload logo'}
        </Button>
        {url && (
          <Button type="button" variant="ghost" disabled={busy} onClick={() => remove.mutate()}>
            {remove.isPending ? <Spinner /> : <Trash2Icon aria-hidden />}
            Remove logo
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        On the cover of your inventory and sold reports. JPG, PNG or WebP, up to 5 MB.
      </p>
    </div>
  );
}
