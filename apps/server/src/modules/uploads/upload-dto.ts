import type { Upload } from '@tagwise/core/schemas/analysis';
import type { uploads } from '../../db/schema/uploads.ts';

export const toUpload = (row: typeof uploads.$inferSelect): Upload => ({
  id: row.id,
  thumbUrl: `/api/uploads/${row.id}/thumb`,
  width: row.width,
  height: row.height,
});
