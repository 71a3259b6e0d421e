import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** The only configuration the browser sees: flags, never secrets. */
export const PublicConfig = z.object({
  googleSignIn: z.boolean(),
  /** Whether this browser may read the development mailbox: no SMTP, not production, and on the server's machine. */
  devMailbox: z.boolean(),
  passwordMinLength: z.number().int(),
  /** Who takes payments: the built-in test provider, Stripe, or nobody (no plans, prices or credit counters). */
  billing: z.enum(['test', 'stripe', 'none']),
  /** Where people write with questions (SUPPORT_EMAIL), or null when the server names no one. */
  supportEmail: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

export const ErrorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
