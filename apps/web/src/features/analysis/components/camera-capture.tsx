import { useEffect, useRef, useState } from 'react';
import { CameraOffIcon, CheckIcon, SwitchCameraIcon } from 'lucide-react';
import { CAMERA_MESSAGES } from '@tagwise/core/camera';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useCamera } from '../hooks/use-camera';
import { countOf } from '@tagwise/core/values/plural';

/**
 * Full-screen capture (core-app.md section 2): Cancel, the shutter and switch camera, in reach of a
 * thumb at the bottom. Several shots can be taken in a row; Done hands them to the flow that opened it.
 */
export function CameraCapture({
  open,
  onCancel,
  onDone,
}: {
  open: boolean;
  onCancel: () => void;
  onDone: (files: File[]) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent
        className="top-0 left-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 rounded-none border-0 bg-black p-0 text-white [&>button:last-child]:hidden"
        aria-describedby="camera-help"
      >
        {open && <CameraView onCancel={onCancel} onDone={onDone} />}
      </DialogContent>
    </Dialog>
  );
}

function CameraView({ onCancel, onDone }: { onCancel: () => void; onDone: (files: File[]) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(video);
  const [shots, setShots] = useState<{ file: File; url: string }[]>([]);
  const [captureError, setCaptureError] = useState<string | null>(null);
  const [flash, setFlash] = useState(false);
  const urls = useRef<string[]>([]);
  useEffect(() => {
    const created = urls.current;
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const shoot = async () => {
    setCaptureError(null);
    try {
      const file = await camera.capture();
      const url = URL.createObjectURL(file);
      urls.current.push(url);
      setShots((s) => [...s, { file, url }]);
      setFlash(true);
      setTimeout(() => setFlash(false), 150);
    } catch (error) {
      setCaptureError(error instanceof Error ? error.message : CAMERA_MESSAGES.captureFailed);
    }
  };
  const last = shots.at(-1);
  const message = camera.error ?? captureError;

  return (
    <>
      <DialogTitle className="sr-only">Camera</DialogTitle>
      <DialogDescription id="camera-help" className="sr-only">
        Take one or more photos, then choose Done.
      </DialogDescription>
      <div className="relative min-h-0 flex-1">
        <video
          ref={video}
          playsInline
          muted
          aria-label="Camera preview"
          className={cn('size-full object-contain', camera.facing === 'user' && '-scale-x-100')}
        />
        {flash && <div className="absolute inset-0 bg-white/70" aria-hidden />}
        {!camera.live && !camera.error && (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-white/80">Starting camera…</p>
        )}
        {message && (
          <div
            role="alert"
            className="absolute inset-x-4 top-4 flex items-start gap-3 rounded-lg bg-white p-4 text-sm text-foreground shadow-lg"
          >
            <CameraOffIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
            <div className="grid gap-2">
              <p className="font-medium">{message}</p>
              {camera.error && (
                <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={camera.retry}>
                  Try again
                </Button>
              )}
            </div>
          </div>
        )}
        <p className="sr-only" role="status" aria-live="polite">
          {shots.length ? `${countOf(shots.length, 'photo')} taken` : ''}
        </p>
      </div>
      <div className="grid grid-cols-3 items-center gap-2 bg-black px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <Button
          type="button"
          variant="ghost"
          className="h-12 justify-self-start text-white hover:bg-white/15 hover:text-white"
          onClick={onCancel}
        >
          Cancel
        </Button>
        <button
          type="button"
          aria-label="Take photo"
          disabled={!camera.live}
          onClick={() => void shoot()}
          className="size-18 justify-self-center rounded-full border-4 border-white bg-white/25 outline-none transition-transform focus-visible:ring-4 focus-visible:ring-white/60 active:scale-95 disabled:opacity-40"
        />
        <div className="flex items-center gap-2 justify-self-end">
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-12 text-white hover:bg-white/15 hover:text-white"
            aria-label="Switch camera"
            disabled={!!camera.error && camera.error !== CAMERA_MESSAGES.constraints}
            onClick={camera.switchCamera}
          >
            <SwitchCameraIcon className="size-6" aria-hidden />
          </Button>
        </div>
      </div>
      {last && (
        <div className="flex items-center justify-between gap-3 bg-black px-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <img
            src={last.url}
            alt={`Last photo taken, ${shots.length} in all`}
            className="size-12 rounded-md object-cover"
          />
          <Button type="button" className="h-12" onClick={() => onDone(shots.map((s) => s.file))}>
            <CheckIcon aria-hidden />
            Done ({shots.length})
          </Button>
        </div>
      )}
    </>
  );
}
