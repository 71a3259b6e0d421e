import { useCallback, useState } from 'react';
import { CameraOffIcon, FlashlightIcon, FlashlightOffIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { FRAMING_BOX_FRACTION } from './framing-crop';
import { SCANNER_MESSAGES } from './scanner-messages';
import { TypedTagCodeForm } from './typed-tag-code-form';
import { useTagScanner, type TagScan, type TagScannerOptions } from './use-tag-scanner';

/** The framing box's inset from each side of the (square) view, matching framing-crop.ts. */
const FRAME_INSET = `${((1 - FRAMING_BOX_FRACTION) / 2) * 100}%`;

/**
 * The tag scanner: the camera in a square view with the framing box, a light switch where the camera has
 * one, what it is doing in words (read to screen readers), and a typed tag code as the way in when the
 * camera cannot read. `onCode` gets each tag read once per look (use-tag-scanner.ts); a text that is not
 * a Tagwise tag is said here, and passed to `onNotTagwise` if given.
 */
export function TagScanner({
  onCode,
  onNotTagwise,
  active = true,
  className,
}: TagScannerOptions & { className?: string }) {
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const handleCode = useCallback(
    (scan: TagScan) => {
      setSaid({ text: SCANNER_MESSAGES.read(scan.tagCode), problem: false });
      onCode(scan);
    },
    [onCode],
  );
  const handleNotTagwise = useCallback(
    (text: string, source: TagScan['source']) => {
      // A typed one is answered beside the field.
      if (source === 'camera') setSaid({ text: SCANNER_MESSAGES.notTagwise, problem: true });
      onNotTagwise?.(text, source);
    },
    [onNotTagwise],
  );
  const { videoRef, state, decoder, torch, retry, submitText } = useTagScanner({
    onCode: handleCode,
    onNotTagwise: handleNotTagwise,
    active,
  });
  const failed = state.status === 'error';
  const status =
    state.status === 'error'
      ? null
      : state.status === 'starting'
        ? SCANNER_MESSAGES.starting
        : state.status === 'paused'
          ? SCANNER_MESSAGES.paused
          : (said?.text ?? SCANNER_MESSAGES.scanning);

  return (
    <section
      aria-label="Tag scanner"
      data-scanner-status={state.status}
      data-decoder={decoder ?? undefined}
      className={cn('grid gap-3', className)}
    >
      {/* Without a camera picture the view shrinks to its message; the video stays in the page for Try again. */}
      <div
        className={cn(
          'relative w-full overflow-hidden rounded-lg',
          failed ? 'border bg-card' : 'aspect-square bg-black',
        )}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera view"
          className={cn('size-full object-cover', failed && 'hidden', state.status !== 'scanning' && 'opacity-40')}
        />
        {!failed && (
          <div
            aria-hidden
            style={{ inset: FRAME_INSET }}
            className="pointer-events-none absolute rounded-lg border-2 border-white shadow-[0_0_0_100vmax_rgb(0_0_0/0.35)]"
          />
        )}
        {state.status === 'starting' && (
          <div className="absolute inset-0 flex items-center justify-center" aria-hidden>
            <Spinner className="size-8 text-white" />
          </div>
        )}
        {torch.available && state.status === 'scanning' && (
          <Button
            type="button"
            size="icon"
            variant="secondary"
            aria-pressed={torch.on}
            aria-label="Flashlight"
            className="absolute right-3 bottom-3 rounded-full"
            onClick={torch.toggle}
          >
            {torch.on ? <FlashlightOffIcon aria-hidden /> : <FlashlightIcon aria-hidden />}
          </Button>
        )}
        {state.status === 'error' && (
          <div role="alert" className="flex items-start gap-3 p-4 text-sm text-card-foreground">
            <CameraOffIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
            <div className="grid gap-2">
              <p className="font-medium">{state.message}</p>
              <p className="text-muted-foreground">{SCANNER_MESSAGES.typeInstead}</p>
              {state.problem !== 'no-camera' && state.problem !== 'unsupported' && (
                <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={retry}>
                  Try again
                </Button>
              )}
            </div>
          </div>
        )}
      </div>
      <p
        role="status"
        aria-live="polite"
        className={cn('min-h-5 text-sm', said?.problem ? 'text-destructive' : 'text-muted-foreground')}
      >
        {status}
      </p>
      <TypedTagCodeForm onSubmit={submitText} emphasized={state.status === 'error'} />
    </section>
  );
}
