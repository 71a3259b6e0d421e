import { z } from 'zod';

/** The 15 categories items are sorted into (core-app.md section 3). Order is the order menus show. */
export const CATEGORIES = [
  'Furniture',
  'Appliances',
  'Decor',
  'Art',
  'Electronics',
  'Kitchenware',
  'Tools',
  'Collectibles',
  'Books',
  'Clothing',
  'Jewelry',
  'Toys',
  'Sports Equipment',
  'Musical Instruments',
  'Other',
] as const;

export type Category = (typeof CATEGORIES)[number];

export const CategorySchema = z.enum(CATEGORIES, { message: 'Choose a category from the list' });
