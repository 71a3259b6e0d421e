import type { ComponentProps } from 'react';
import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A narrow percentage box followed by its % sign, for rows of rules (conditions, markdowns). */
export function PercentInput(props: ComponentProps<typeof Input>) {
  return (
    <>
      <Input className="w-24" {...props} />
      <span aria-hidden className="text-sm text-muted-foreground">
        %
      </span>
    </>
  );
}

/** The × at the end of an editable row; the label names the row for screen readers. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <XIcon aria-hidden />
    </Button>
  );
}
