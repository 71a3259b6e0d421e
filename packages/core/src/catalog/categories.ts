import { z } from 'zod';
import { CATEGORIES } from '../values/catalog.ts';

export { CATEGORIES, type Category } from '../values/catalog.ts';

export const CategorySchema = z.enum(CATEGORIES, { message: 'Choose a category from the list' });
