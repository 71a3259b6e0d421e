import type { Folder } from '@tagwise/core/schemas/projects';
import type { folders } from '../../db/schema/projects.ts';

export function toFolder(row: typeof folders.$inferSelect): Folder {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString() };
}
