import { z } from 'zod';

/** The listing-site connection's texts (core-app.md sections 5 and 8). */
export const ESTATESALES_MESSAGES = {
  missingCredentials: 'Please enter API key and Organization ID',
  testFailed: 'Connection test failed. Please check your credentials.',
  saveFailed: 'Failed to save credentials. Please try again.',
  testPassed: 'Connected to EstateSales.NET',
  saved: 'EstateSales.NET credentials saved',
  removed: 'EstateSales.NET disconnected',
  unreachable: 'EstateSales.NET could not be reached. Please try again later.',
  unreadableKey: 'The saved API key can no longer be read (the server’s secret changed). Please enter it again.',
} as const;

const ApiKey = z.string().trim().max(2000, 'The API key is too long');
const OrganizationId = z
  .string()
  .trim()
  .max(20, 'The Organization ID is too long')
  .regex(/^#?\d*$/, 'The Organization ID is the number shown as #000000 in your EstateSales.NET account')
  .transform((v) => v.replace(/^#/, ''));

/** Saving needs both; the key is write-only (never sent back). */
export const EstateSalesCredentialsInput = z
  .object({ apiKey: ApiKey, organizationId: OrganizationId })
  .refine((v) => v.apiKey !== '' && v.organizationId !== '', { message: ESTATESALES_MESSAGES.missingCredentials });
export type EstateSalesCredentialsInput = z.input<typeof EstateSalesCredentialsInput>;

/** A test may leave the key out to use the saved one. */
export const EstateSalesTestInput = z.object({
  apiKey: ApiKey.optional(),
  organizationId: OrganizationId.optional(),
});
export type EstateSalesTestInput = z.input<typeof EstateSalesTestInput>;

export const EstateSalesSettings = z.object({
  connected: z.boolean(),
  organizationId: z.string().nullable(),
  /** "••••abcd": which key is saved, without revealing it. */
  apiKeyHint: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type EstateSalesSettings = z.infer<typeof EstateSalesSettings>;
