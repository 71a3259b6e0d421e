import type { Logger } from '../logger.ts';

/** What middleware puts on the request context for handlers further down. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
  };
}
