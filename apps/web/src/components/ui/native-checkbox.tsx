import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// A plain string: rows render one each, and without a className to merge there is no tailwind-merge work.
const CLASSES =
  'size-6 shrink-0 cursor-pointer rounded accent-primary disabled:cursor-not-allowed disabled:opacity-50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/**
 * The platform's checkbox, for long lists: one element per row instead of a component tree, which keeps
 * a page of 50 items cheap to render on a slow phone. `indeterminate` shows "some selected".
 */
export function NativeCheckbox({
  indeterminate = false,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className={className ? cn(CLASSES, className) : CLASSES} {...props} />;
}
