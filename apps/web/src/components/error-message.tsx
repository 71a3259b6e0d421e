import type { ReactNode } from 'react';

/** A message that something went wrong, announced to screen readers; nothing at all when there is none. */
export function ErrorMessage({ id, children }: { id?: string; children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}
