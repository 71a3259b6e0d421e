import { z } from 'zod';
import { ITEM_SORTS } from '../values/item-query.ts';
import { CategorySchema } from '../catalog/categories.ts';
import { ConditionSchema } from '../catalog/conditions.ts';
import { ItemStatus } from './items.ts';
import { Id } from './projects.ts';

export { ITEM_SORT_LABELS, ITEM_SORTS, searchWords } from '../values/item-query.ts';

export const ItemSort = z.enum(ITEM_SORTS, { message: 'Choose a sort order from the list' });
export type ItemSort = z.infer<typeof ItemSort>;

/** Query strings carry numbers as text; an empty box means "no bound". */
const PriceBound = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ message: 'Price must be a number' })
    .int('Price must be a whole amount')
    .min(0, 'Price cannot be negative')
    .max(10_000_000, 'Price is too large')
    .optional(),
);

/**
 * Which items a list shows, and which a bulk action "on everything matching the filter" touches: the same
 * object both ways, so what a person sees is exactly what the action changes.
 */
const filterFields = {
  /** Words to find in name, description, brand, model, notes or tag code; every word must match. */
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  projectId: Id.optional(),
  category: CategorySchema.optional(),
  condition: ConditionSchema.optional(),
  status: ItemStatus.optional(),
  /** true: only items an unsure analysis flagged for a person to check; false: only the others. */
  needsReview: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v === '' ? undefined : v),
    z.boolean({ message: 'Needs review must be true or false' }).optional(),
  ),
  /** Tag price bounds in whole currency units, both inclusive. */
  minPrice: PriceBound,
  maxPrice: PriceBound,
};

const boundsInOrder = (f: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice;
const boundsMessage = { message: 'The minimum price must not be above the maximum price', path: ['minPrice'] };

export const ItemFilter = z.object(filterFields).refine(boundsInOrder, boundsMessage);
export type ItemFilter = z.output<typeof ItemFilter>;
export type ItemFilterInput = z.input<typeof ItemFilter>;

/** A list request's query string: the filter, the order and where the page starts. */
export const ItemListQuery = z
  .object({
    ...filterFields,
    sort: ItemSort.optional(),
    cursor: z.string().max(400).optional(),
  })
  .refine(boundsInOrder, boundsMessage);
export type ItemListQuery = z.input<typeof ItemListQuery>;
