// Plain values (no zod): pages import these at their first render, and must not evaluate zod's schemas
// for it. catalog/categories.ts and catalog/conditions.ts re-exports them for the server and the forms.

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

/** Condition values an item can have (core-app.md section 3). */
export const CONDITIONS = ['New', 'Like New', 'Good', 'Fair', 'Poor', 'Unknown'] as const;
export type Condition = (typeof CONDITIONS)[number];
