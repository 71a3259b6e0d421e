import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { ITEM_MESSAGES } from '@tagwise/core/schemas/items';
import { LABEL_ITEM_LIMIT, LABEL_MESSAGES, type LabelSelection } from '@tagwise/core/schemas/labels';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { folders, projects } from '../../db/schema/projects.ts';
import { orNotFound } from '../../http/not-found.ts';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import { itemSelectionWhere } from '../items/item-selection-sql.ts';

export interface LabelItem {
  id: string;
  name: string;
  tagCode: string;
  tagPrice: number | null;
  discountLine: string | null;
}

/**
 * The items to print, scoped to the workspace, in the order they were added (the order an operator
 * walks the sale in): picked ids must all be the workspace's (else 404, nothing printed); a filter is
 * the list's own; a folder is every project filed in it.
 */
export async function selectLabelItems(
  db: Database,
  actor: Actor,
  selection: z.output<typeof LabelSelection>,
): Promise<LabelItem[]> {
  let where;
  if ('folderId' in selection) {
    const [folder] = await db
      .select({ id: folders.id })
      .from(folders)
      .where(and(eq(folders.id, selection.folderId), eq(folders.ownerId, actor.ownerId)));
    orNotFound(folder, PROJECT_MESSAGES.folderNotFound);
    where = and(eq(items.ownerId, actor.ownerId), eq(projects.folderId, selection.folderId));
  } else {
    where = itemSelectionWhere(actor, selection);
  }
  const rows = await db
    .select({
      id: items.id,
      name: items.name,
      tagCode: items.tagCode,
      tagPrice: items.tagPrice,
      discountLine: projects.tagDiscountLine,
    })
    .from(items)
    .innerJoin(projects, eq(projects.id, items.projectId))
    .where(where)
    .orderBy(asc(items.createdAt), asc(items.id))
    .limit(LABEL_ITEM_LIMIT + 1);
  if (rows.length > LABEL_ITEM_LIMIT) throw new AppError('BAD_REQUEST', LABEL_MESSAGES.tooMany);
  if ('ids' in selection && rows.length !== new Set(selection.ids).size) {
    throw new AppError('NOT_FOUND', ITEM_MESSAGES.notFound);
  }
  if (rows.length === 0) throw new AppError('BAD_REQUEST', LABEL_MESSAGES.nothingSelected);
  return rows;
}
