import type { z } from 'zod';
import { AppError } from '@tagwise/core/errors';
import { ESTATESALES_MESSAGES, type EstateSalesTestInput } from '@tagwise/core/schemas/integrations';
import type { Actor } from '../../auth/actor.ts';
import { open } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { EstateSalesError, type EstateSalesClient } from '../../integrations/estatesales/client.ts';
import { findEstateSalesRow } from './get-estatesales-settings.ts';

function readSavedKey(sealed: string, key: Buffer) {
  try {
    return open(sealed, key);
  } catch (cause) {
    throw new AppError('BAD_REQUEST', ESTATESALES_MESSAGES.unreadableKey, { cause });
  }
}

/**
 * Tries the credentials against EstateSales.NET: those typed in, or the saved ones where left out. A
 * refusal is the spec's "check your credentials" (with the site's own explanation when it gives one).
 */
export async function testEstateSalesConnection({
  db,
  key,
  client,
  actor,
  input,
}: {
  db: Database;
  key: Buffer;
  client: EstateSalesClient;
  actor: Actor;
  input: z.output<typeof EstateSalesTestInput>;
}): Promise<{ ok: true }> {
  const saved = input.apiKey && input.organizationId ? null : await findEstateSalesRow(db, actor);
  const apiKey = input.apiKey || (saved ? readSavedKey(saved.apiKeyEncrypted, key) : '');
  const organizationId = input.organizationId || saved?.organizationId || '';
  if (!apiKey || !organizationId) throw new AppError('BAD_REQUEST', ESTATESALES_MESSAGES.missingCredentials);
  try {
    await client.testConnection(apiKey, organizationId);
    return { ok: true };
  } catch (error) {
    if (error instanceof EstateSalesError && (error.kind === 'refused' || error.kind === 'key')) {
      const detail = error.userFriendlyMessage ? ` ${error.userFriendlyMessage}` : '';
      throw new AppError('BAD_REQUEST', `${ESTATESALES_MESSAGES.testFailed}${detail}`, { cause: error });
    }
    throw new AppError('SERVICE_UNAVAILABLE', ESTATESALES_MESSAGES.unreachable, { cause: error });
  }
}
