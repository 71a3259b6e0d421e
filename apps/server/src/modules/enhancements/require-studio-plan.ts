import { AppError } from '@tagwise/core/errors';
import { ENHANCEMENT_MESSAGES, hasStudioPhotos } from '@tagwise/core/schemas/enhancements';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { getPlan } from '../credits/get-plan.ts';

/** Refuses studio photos below Pro (core-app.md section 6), before anything is charged. */
export async function requireStudioPlan(db: Database, actor: Actor) {
  const plan = await getPlan(db, actor);
  if (!hasStudioPhotos(plan.tier)) throw new AppError('FORBIDDEN', ENHANCEMENT_MESSAGES.planRequired);
  return plan;
}
