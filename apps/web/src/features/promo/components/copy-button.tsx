import { CopyIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/**
 * Copies a field as it stands in the form (edits included, saved or not): what the person sees is what
 * they paste. `what` names it in the button's label and the toast.
 */
export function CopyButton({ text, what }: { text: () => string; what: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      toast.success(`${what} copied`);
    } catch {
      toast.error(`Could not copy the ${what.toLowerCase()}: select it and copy it by hand.`);
    }
  };
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      onClick={() => void copy()}
      aria-label={`Copy ${what.toLowerCase()}`}
    >
      <CopyIcon aria-hidden />
      Copy
    </Button>
  );
}
