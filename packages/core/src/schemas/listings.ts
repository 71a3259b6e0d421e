import { z } from 'zod';

export const ListingDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  specifics: z.array(z.object({ name: z.string(), value: z.string() })),
  condition: z.object({ ebayId: z.number().int(), ebay: z.string(), facebook: z.string() }),
  price: z.number().int().nullable(),
  sku: z.string(),
});
