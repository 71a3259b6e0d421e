import type { z } from 'zod';
import type { EstateSalesCredentialsInput } from '@tagwise/core/schemas/integrations';
import type { Actor } from '../../auth/actor.ts';
import { seal } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { estatesalesSettings } from '../../db/schema/integrations.ts';
import { getEstateSalesSettings } from './get-estatesales-settings.ts';

/** Stores the key encrypted (replacing any saved one) with the organization it belongs to. */
export async function saveEstateSalesSettings({
  db,
  key,
  actor,
  input,
}: {
  db: Database;
  key: Buffer;
  actor: Actor;
  input: z.output<typeof EstateSalesCredentialsInput>;
}) {
  const values = {
    apiKeyEncrypted: seal(input.apiKey, key),
    apiKeyHint: input.apiKey.slice(-4),
    organizationId: input.organizationId,
    updatedAt: new Date(),
  };
  await db
    .insert(estatesalesSettings)
    .values({ ownerId: actor.ownerId, ...values })
    .onConflictDoUpdate({ target: estatesalesSettings.ownerId, set: values });
  return getEstateSalesSettings({ db, actor });
}
