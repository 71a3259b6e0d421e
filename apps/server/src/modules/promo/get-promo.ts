import { and, eq } from 'drizzle-orm';
import type { PromoState } from '@tagwise/core/schemas/promo';
import type { PromoWriter } from '../../ai/create-promo-writer.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { promoContents } from '../../db/schema/promo.ts';
import { getPlan } from '../credits/get-plan.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { toPromoContent } from './promo-dto.ts';

/** The project's stored material (null before the first generation) and what a generation would cost now. */
export async function getPromo({
  db,
  writer,
  actor,
  projectId,
}: {
  db: Database;
  writer: PromoWriter;
  actor: Actor;
  projectId: string;
}): Promise<PromoState> {
  await findOwnedProject(db, actor, projectId);
  const [row] = await db
    .select()
    .from(promoContents)
    .where(and(eq(promoContents.projectId, projectId), eq(promoContents.ownerId, actor.ownerId)));
  const credits = writer.source === 'ai' && !(await getPlan(db, actor)).unlimited ? 1 : 0;
  return { content: row ? toPromoContent(row) : null, writer: { source: writer.source, credits } };
}
