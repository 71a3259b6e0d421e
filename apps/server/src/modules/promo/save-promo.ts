import type { PromoFields, PromoSource } from '@tagwise/core/schemas/promo';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { promoContents } from '../../db/schema/promo.ts';

/** Stores a fresh generation, replacing the project's earlier material and its edits. */
export async function saveGeneratedPromo(
  db: Database,
  actor: Actor,
  {
    projectId,
    fields,
    source,
    provider,
    model,
  }: { projectId: string; fields: PromoFields; source: PromoSource; provider: string | null; model: string | null },
) {
  const values = { fields, source, provider, model, generatedAt: new Date(), editedAt: null, editedBy: null };
  const [row] = await db
    .insert(promoContents)
    .values({ projectId, ownerId: actor.ownerId, ...values })
    .onConflictDoUpdate({ target: promoContents.projectId, set: values })
    .returning();
  return row!;
}
