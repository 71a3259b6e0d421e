import type { ComponentProps } from 'react';
import { Progress as Primitive } from 'radix-ui';
import { cn } from '@/lib/cn';

export function Progress({ className, value, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      data-slot="progress"
      value={value}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-secondary', className)}
      {...props}
    >
      <Primitive.Indicator
        className="h-full w-full flex-1 bg-primary transition-transform duration-500"
        style={{ transform: `translateX(-${100 - (value ?? 0)}%)` }}
      />
    </Primitive.Root>
  );
}
