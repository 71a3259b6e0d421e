import { and, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { PROMO_MESSAGES, type PromoContent, type PromoFields } from '@tagwise/core/schemas/promo';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { promoContents } from '../../db/schema/promo.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { toPromoContent } from './promo-dto.ts';

/** A person's edits: every field replaced (the form sends them all), who and when recorded. */
export async function updatePromo({
  db,
  actor,
  projectId,
  fields,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  fields: PromoFields;
}): Promise<PromoContent> {
  await findOwnedProject(db, actor, projectId);
  const [row] = await db
    .update(promoContents)
    .set({ fields, editedAt: new Date(), editedBy: actor.userId })
    .where(and(eq(promoContents.projectId, projectId), eq(promoContents.ownerId, actor.ownerId)))
    .returning();
  // Nothing generated yet: there is nothing to edit, and the page offers Generate instead.
  if (!row) throw new AppError('NOT_FOUND', PROMO_MESSAGES.notFound);
  return toPromoContent(row);
}
