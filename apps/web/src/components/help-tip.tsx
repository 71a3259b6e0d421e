import type { ReactNode } from 'react';
import { CircleHelpIcon, XIcon } from 'lucide-react';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useOnboardingPreferences } from '@/lib/onboarding-preferences';
import { cn } from '@/lib/cn';

/**
 * A question-mark button that explains the thing next to it, for the places where a price or a rule needs
 * a word of explanation. Hidden when the person turned help tips off (Settings, Tutorials). The tip has
 * its own close button: on a phone, tapping beside it is not an obvious way out.
 */
export function HelpTip({ topic, children, className }: { topic: string; children: ReactNode; className?: string }) {
  const { helpTipsEnabled } = useOnboardingPreferences();
  if (!helpTipsEnabled) return null;
  return (
    <Popover>
      <PopoverTrigger
        className={cn(
          'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:text-foreground',
          'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
          className,
        )}
      >
        <CircleHelpIcon className="size-4" aria-hidden />
        <span className="sr-only">Help: {topic}</span>
      </PopoverTrigger>
      <PopoverContent side="top" aria-label={topic} className="relative pr-10 text-muted-foreground">
        {children}
        <PopoverClose
          className="absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          aria-label={`Close help: ${topic}`}
        >
          <XIcon className="size-4" aria-hidden />
        </PopoverClose>
      </PopoverContent>
    </Popover>
  );
}
