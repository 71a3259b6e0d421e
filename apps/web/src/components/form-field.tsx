import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { ErrorMessage } from './error-message';

/** Label, control and the field's error message, wired for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>
    </div>
  );
}
