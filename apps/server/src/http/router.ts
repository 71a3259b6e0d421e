import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.ts';
import { validationHook } from './validation-hook.ts';

/** A sub-app for one domain: routes declared with their schemas land in the OpenAPI document. */
export function createRouter<E extends AppEnv = AppEnv>() {
  return new OpenAPIHono<E>({ defaultHook: validationHook as never });
}
