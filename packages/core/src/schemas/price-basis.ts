import { z } from 'zod';
import { CategorySchema } from '../catalog/categories.ts';

export const PriceBasisQuery = z.object({ category: CategorySchema });

/**
 * The median of the workspace's own priced items of one category: sold, or priced by a person or a cloud
 * analysis (pricing/price-basis.ts words it).
 */
export const PriceBasis = z.object({
  category: CategorySchema,
  /** How many priced items the median is taken over; 0 when there are none. */
  count: z.number().int(),
  /** The median price in cents; null exactly when count is 0. */
  medianCents: z.number().int().nullable(),
});
export type PriceBasis = z.infer<typeof PriceBasis>;
