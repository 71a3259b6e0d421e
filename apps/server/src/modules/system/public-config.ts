import type { PublicConfig } from '@tagwise/core/schemas/system';
import { PASSWORD_MIN_LENGTH } from '@tagwise/core/schemas/auth';
import type { Config } from '../../config.ts';

/** The public subset of the configuration: GET /api/config answers it, and every HTML page carries it. */
export const publicConfigOf = (config: Config): PublicConfig => ({
  googleSignIn: config.google !== undefined,
  devMailbox: config.devMailbox,
  passwordMinLength: PASSWORD_MIN_LENGTH,
  billing: config.billing.provider,
  supportEmail: config.supportEmail ?? null,
});
