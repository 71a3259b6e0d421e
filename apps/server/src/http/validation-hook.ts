import type { Hook } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.ts';
import { errorResponse } from './on-error.ts';

/**
 * Validation failures answer 400 with the first problem's message (the schema leaves carry the
 * user-facing text) and name the field, so forms can show it next to the input.
 */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid request';
  return errorResponse(c, 400, 'VALIDATION_FAILED', message);
};
