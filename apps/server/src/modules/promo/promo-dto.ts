import type { PromoContent } from '@tagwise/core/schemas/promo';
import type { promoContents } from '../../db/schema/promo.ts';

export const toPromoContent = (row: typeof promoContents.$inferSelect): PromoContent => ({
  ...row.fields,
  projectId: row.projectId,
  source: row.source,
  provider: row.provider,
  model: row.model,
  generatedAt: row.generatedAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
});
