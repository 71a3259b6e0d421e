import { z } from 'zod';
import { Project } from './projects.ts';

export * from '../values/estatesales-listing.ts';

// The listing routes answer in the envelope the spec's listing-site proxy used (core-app.md section 7):
// ok, status and data, where a refusal's data carries the site's own explanation and help link. A
// refusal also carries the app's usual error object, so every client reads every error one way.

export const ListingResult = z.object({
  ok: z.literal(true),
  status: z.literal(200),
  /** The project with its listing as it now stands. */
  data: Project,
});
export type ListingResult = z.infer<typeof ListingResult>;

export const ListingFailureEnvelope = z.object({
  ok: z.literal(false),
  /** What the site answered (0 when it did not answer). */
  status: z.number().int(),
  data: z.object({ userFriendlyMessage: z.string(), helpUrl: z.string().nullable() }),
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ListingFailureEnvelope = z.infer<typeof ListingFailureEnvelope>;

/** What publishing the project would do now: GET /api/projects/{projectId}/estatesales. */
export const ListingPreview = z.object({
  /** Whether the workspace has saved its EstateSales.NET connection. */
  connected: z.boolean(),
  /** What the sale still lacks, in the order to fix it (empty: ready). */
  problems: z.array(z.string()),
  /** Items still for sale that have a photo, and how many of those would go (the most valuable). */
  itemsWithPhotos: z.number().int(),
  pictures: z.number().int(),
});
export type ListingPreview = z.infer<typeof ListingPreview>;
