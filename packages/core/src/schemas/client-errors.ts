import { z } from 'zod';

/** What the browser's error screen reports when the app crashes, so the crash reaches the server log. */
export const ClientErrorReport = z.object({
  message: z.string().trim().min(1, 'message is required').max(2000),
  stack: z.string().max(10_000).optional(),
  componentStack: z.string().max(10_000).optional(),
  url: z.string().max(2000),
  userAgent: z.string().max(500).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;

export const CLIENT_ERROR_BODY_LIMIT = 32 * 1024;
