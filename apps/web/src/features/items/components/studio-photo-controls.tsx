import { useId, type ReactNode } from 'react';
import { SparklesIcon } from 'lucide-react';
import type { ItemImage } from '@tagwise/core/schemas/item-images';
import {
  ENHANCEMENT_MESSAGES,
  PHOTO_VERSIONS,
  type PhotoVersion,
  type StudioPhotoAccess,
} from '@tagwise/core/values/enhancements';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** What the item page knows about studio photos on the person's plan; the app reads it from the credits. */
export interface StudioPhotoOptions {
  access: StudioPhotoAccess;
  /** Who can move a person below Pro to a plan with studio photos, and how (the app supplies it). */
  planHelp: ReactNode;
  /** An enhancement may have spent a credit: the credits meter re-reads the balance. */
  onCreditsChanged: () => void;
}

const COST_LABEL: Record<Exclude<StudioPhotoAccess, 'upgrade'>, string> = {
  'one-credit': '1 credit',
  included: 'Included',
};
const VERSION_LABEL: Record<PhotoVersion, string> = { original: 'Original', studio: 'Studio' };

/**
 * A photo's studio controls, under its move and remove buttons: Enhance (with its cost, and its progress
 * while the item is cut out, which takes a few seconds), then Original / Studio to choose the version
 * shown. Below Pro, Enhance explains it is a Pro feature and where the plan is.
 */
export function StudioPhotoControls({
  image,
  index,
  options,
  running,
  blocked,
  onEnhance,
  onChoose,
}: {
  image: ItemImage;
  index: number;
  options: StudioPhotoOptions;
  /** This photo's enhancement is under way. */
  running: boolean;
  /** Another photo's enhancement is under way (one at a time: the model works on one photo at a time). */
  blocked: boolean;
  onEnhance: () => void;
  onChoose: (show: PhotoVersion) => void;
}) {
  const costId = useId();
  const photo = ` photo ${index + 1}`;

  if (image.studio) {
    return (
      <div className="grid gap-1 border-t p-1.5">
        <div
          role="group"
          aria-label={`Photo ${index + 1} shows`}
          className="grid grid-cols-2 gap-0.5 rounded-md bg-muted p-0.5"
          data-tour="photo-version"
        >
          {PHOTO_VERSIONS.map((version) => (
            <button
              key={version}
              type="button"
              aria-pressed={image.showing === version}
              onClick={() => image.showing !== version && onChoose(version)}
              className="h-8 rounded text-xs font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-xs"
            >
              {VERSION_LABEL[version]}
            </button>
          ))}
        </div>
        <p className="text-center text-xs text-muted-foreground">Original always kept</p>
      </div>
    );
  }

  if (options.access === 'upgrade') {
    return (
      <div className="grid gap-1 border-t p-1.5">
        <Popover>
          <PopoverTrigger asChild>
            <Button type="button" variant="outline" size="sm" className="w-full" data-tour="enhance-photo">
              <SparklesIcon aria-hidden />
              Enhance<span className="sr-only">{photo}</span>
            </Button>
          </PopoverTrigger>
          <PopoverContent side="top" aria-label="Studio photos" className="grid gap-2">
            <p className="font-medium">Studio photos</p>
            <p className="text-muted-foreground">{ENHANCEMENT_MESSAGES.planRequired}</p>
            <div className="text-muted-foreground">{options.planHelp}</div>
          </PopoverContent>
        </Popover>
        <p className="text-center text-xs text-muted-foreground">Studio photo · Pro</p>
      </div>
    );
  }

  return (
    <div className="grid gap-1 border-t p-1.5">
      <Button
        type="button"
        variant="outline"
        size="sm"
        // Its progress words wrap in a narrow tile rather than spill out of it, in two lines at most.
        className={cn('h-auto min-h-8 w-full py-1 whitespace-normal', running && 'gap-1 text-xs has-[>svg]:px-1.5')}
        disabled={running || blocked}
        aria-busy={running}
        aria-describedby={costId}
        onClick={onEnhance}
        data-tour="enhance-photo"
      >
        {running ? (
          <>
            <Spinner />
            {ENHANCEMENT_MESSAGES.working}
          </>
        ) : (
          <>
            <SparklesIcon aria-hidden />
            Enhance<span className="sr-only">{photo}</span>
          </>
        )}
      </Button>
      <p id={costId} className="text-center text-xs text-muted-foreground">
        Studio photo · {COST_LABEL[options.access]}
      </p>
      {/* The button's new words are not announced by themselves; this says the work has started. */}
      <span role="status" className="sr-only">
        {running ? ENHANCEMENT_MESSAGES.working : ''}
      </span>
    </div>
  );
}
