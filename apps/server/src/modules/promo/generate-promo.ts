import { AppError } from '@tagwise/core/errors';
import { PROMO_MESSAGES, type GeneratePromoResult } from '@tagwise/core/schemas/promo';
import type { PromoWriter } from '../../ai/create-promo-writer.ts';
import { AiProviderError } from '../../ai/photo-analyzer.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { chargeOperation, completeOperation, refundOperation } from '../credits/charge-operation.ts';
import { getPlan } from '../credits/get-plan.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { loadPromoFacts } from './promo-facts.ts';
import { promoError } from './promo-error.ts';
import { toPromoContent } from './promo-dto.ts';
import { saveGeneratedPromo } from './save-promo.ts';

/**
 * A project's promotional material, written afresh and stored in place of the last (core-app.md sections
 * 3, 6 and 7). Through a cloud provider it costs one credit (none on an unlimited plan), charged before the
 * call and refunded on any failure; enterprise gets the stronger model. The offline template costs nothing.
 */
export async function generatePromo({
  db,
  writer,
  logger,
  actor,
  projectId,
  signal,
}: {
  db: Database;
  writer: PromoWriter;
  logger: Logger;
  actor: Actor;
  projectId: string;
  signal?: AbortSignal;
}): Promise<GeneratePromoResult> {
  // Before any charge: a foreign or unknown project is a 404 and costs nothing.
  const project = await findOwnedProject(db, actor, projectId);
  const facts = await loadPromoFacts(db, project);

  if (writer.source === 'template') {
    const { fields } = await writer.write({ facts, strong: false, signal });
    const row = await saveGeneratedPromo(db, actor, {
      projectId,
      fields,
      source: 'template',
      provider: null,
      model: null,
    });
    return { content: toPromoContent(row), creditsCharged: 0 };
  }

  const plan = await getPlan(db, actor);
  const charge = await chargeOperation(db, actor, 'promo', { provider: writer.provider, projectId });
  let row: Awaited<ReturnType<typeof saveGeneratedPromo>>;
  try {
    const written = await writer
      .write({ facts, strong: plan.tier === 'enterprise', signal })
      .catch((error: unknown) => {
        throw error instanceof AiProviderError ? promoError(error.kind, charge.unlimited, error) : error;
      });
    row = await saveGeneratedPromo(db, actor, {
      projectId,
      fields: written.fields,
      source: 'ai',
      provider: writer.provider,
      model: written.model,
    });
  } catch (caught) {
    // Whatever went wrong, the credit goes back and the person reads the spec's promo failure, not a stack.
    // An unexpected failure is logged for whoever runs the server, unless the person simply left.
    const error =
      caught instanceof AppError ? caught : new AppError('BAD_GATEWAY', PROMO_MESSAGES.failed, { cause: caught });
    if (!(caught instanceof AppError) && !signal?.aborted) {
      logger.error('promotional material failed', { err: caught, projectId });
    }
    await refundOperation(db, actor, logger, charge, error);
    throw error;
  }
  await completeOperation(db, actor, logger, charge, null);
  return { content: toPromoContent(row), creditsCharged: charge.credits };
}
