import type { Actor } from '../auth/actor.ts';
import type { Logger } from '../logger.ts';

/** What middleware puts on the request context for handlers further down. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
  };
}

/** Signed-in routes additionally know the actor (see auth/require-actor.ts). */
export interface ActorEnv {
  Variables: AppEnv['Variables'] & { actor: Actor };
}
