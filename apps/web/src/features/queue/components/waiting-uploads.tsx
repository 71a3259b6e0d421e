import { useCallback } from 'react';
import { CloudUploadIcon } from 'lucide-react';
import { countOf } from '@tagwise/core/values/plural';
import { useOnline } from '@/lib/use-online';
import { useOfflineCaptures } from '../hooks/use-offline-captures';
import type { OfflineCapture } from '../lib/offline-captures';

/**
 * Items photographed without a connection that wait on this device (for one project, or all): their main
 * photos, marked "Waiting to upload". Once online they go to the bulk queue and leave this list as the
 * server takes each one; the widget shows their batch from then on.
 */
export default function WaitingUploads({ userId, projectId }: { userId: string | undefined; projectId?: string }) {
  const online = useOnline();
  const captures = useOfflineCaptures(userId).filter((c) => !projectId || c.projectId === projectId);
  if (captures.length === 0) return null;
  return (
    <section aria-labelledby="waiting-uploads" className="mb-6 grid gap-3 rounded-xl border border-dashed p-4">
      <div className="flex items-start gap-3">
        <CloudUploadIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="grid gap-0.5">
          <h2 id="waiting-uploads" className="font-semibold">
            Waiting to upload ({captures.length})
          </h2>
          <p className="text-sm text-muted-foreground">
            {online
              ? `Uploading ${countOf(captures.length, 'item')} taken offline; the bulk queue analyses them.`
              : 'Taken without a connection and kept on this device: they upload and are analysed when you are back online.'}
          </p>
        </div>
      </div>
      <ul aria-label="Items waiting to upload" className="flex flex-wrap gap-2">
        {captures.map((capture, index) => (
          <li key={capture.id}>
            <CaptureThumb capture={capture} label={`Item ${index + 1}, waiting to upload`} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The capture's main photo from the device's store; its address is released with it. */
function CaptureThumb({ capture, label }: { capture: OfflineCapture; label: string }) {
  const blob = capture.photos[0]?.blob;
  const show = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !blob) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return (
    <span className="relative block size-20 overflow-hidden rounded-md bg-muted">
      <img ref={show} alt={label} className="size-full object-cover" />
      {capture.photos.length > 1 && (
        <span className="absolute right-1 bottom-1 rounded bg-black/70 px-1 text-xs text-white">
          {countOf(capture.photos.length, 'photo')}
        </span>
      )}
    </span>
  );
}
