import { z } from 'zod';
import { CATEGORIES } from '@tagwise/core/values/catalog';
import { CONDITIONS } from '@tagwise/core/values/catalog';
import { ItemName } from '@tagwise/core/schemas/items';
import { parseMoneyToCents } from '@tagwise/core/money';

const amount = (label: string) =>
  z.string().refine((v) => !Number.isNaN(parseMoneyToCents(v)), `${label} must be an amount such as 120 or 62.40`);

/** What the add and edit forms hold: text inputs, turned into the API's numbers on submit. */
export const ItemFormValues = z.object({
  name: ItemName,
  category: z.enum(CATEGORIES),
  condition: z.enum(CONDITIONS),
  retail: amount('Retail price'),
  tagPrice: z.string().refine((v) => v.trim() === '' || /^\d+$/.test(v.trim()), 'Tag price must be a whole amount'),
  description: z.string().max(5000, 'Description must be at most 5000 characters'),
});
export type ItemFormValues = z.infer<typeof ItemFormValues>;

export const CATEGORY_OPTIONS = CATEGORIES;
export const CONDITION_OPTIONS = CONDITIONS;
