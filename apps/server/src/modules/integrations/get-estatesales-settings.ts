import { eq } from 'drizzle-orm';
import type { EstateSalesSettings } from '@tagwise/core/schemas/integrations';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { estatesalesSettings } from '../../db/schema/integrations.ts';

export async function findEstateSalesRow(db: Pick<Database, 'select'>, actor: Actor) {
  const [row] = await db.select().from(estatesalesSettings).where(eq(estatesalesSettings.ownerId, actor.ownerId));
  return row ?? null;
}

/** Whether the workspace is connected and to which organization; never the key itself. */
export async function getEstateSalesSettings({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<EstateSalesSettings> {
  const row = await findEstateSalesRow(db, actor);
  return {
    connected: row !== null,
    organizationId: row?.organizationId ?? null,
    apiKeyHint: row ? `••••${row.apiKeyHint}` : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
