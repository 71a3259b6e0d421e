import type { LabelCheck, LabelCheckRequest } from '@tagwise/core/schemas/labels';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { readBusinessName } from '../settings/read-business-name.ts';
import { selectLabelItems } from './select-label-items.ts';

/**
 * What the print dialog tells the operator before the tags are made: how many, how many of those items
 * have no price yet (their tags get a blank), and the texts on them (names, the business name, discount
 * lines) with characters the tags cannot show. The same selection rules as printing: a foreign id is 404.
 */
export async function checkLabels({
  db,
  actor,
  request,
}: {
  db: Database;
  actor: Actor;
  request: z.output<typeof LabelCheckRequest>;
}): Promise<LabelCheck> {
  const rows = await selectLabelItems(db, actor, request.selection);
  const businessName = await readBusinessName(db, actor.ownerId);
  // The fonts' code loads with the first check or sheet, not at start (DESIGN section 8).
  const { findUndrawable } = await import('../../pdf/find-undrawable.ts');
  return {
    count: rows.length,
    unpriced: rows.filter((row) => row.tagPrice === null).length,
    ...findUndrawable([businessName, ...rows.flatMap((row) => [row.name, row.discountLine?.trim()])]),
  };
}
