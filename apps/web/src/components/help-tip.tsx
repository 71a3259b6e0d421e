import type { ReactNode } from 'react';
import { CircleHelpIcon } from 'lucide-react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useOnboardingPreferences } from '@/lib/onboarding-preferences';
import { cn } from '@/lib/cn';

/**
 * A question-mark button that explains the thing next to it, for the places where a price or a rule needs
 * a word of explanation. Hidden when the person turned help tips off (Settings, Tutorials).
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
      <PopoverContent side="top" aria-label={topic} className="text-muted-foreground">
        {children}
      </PopoverContent>
    </Popover>
  );
}
