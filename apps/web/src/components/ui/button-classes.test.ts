import { describe, expect, it } from 'vitest';
import { twMerge } from 'tailwind-merge';
import { buttonVariants } from './button';

// A Button without a className skips tailwind-merge; that is only right while no variant contradicts the
// base classes or another variant (two gaps, two text sizes), which merging would have resolved.
describe('button classes', () => {
  it('need no merging for any variant and size', () => {
    for (const variant of ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const) {
      for (const size of ['default', 'sm', 'lg', 'icon'] as const) {
        const classes = buttonVariants({ variant, size });
        expect(twMerge(classes).split(' ').sort(), `${variant} ${size}`).toEqual(classes.split(' ').sort());
      }
    }
  });
});
