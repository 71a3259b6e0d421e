import type { HealthResponse } from '@tagwise/core/schemas/system';
import type { DatabaseHandle } from '../../db/client.ts';
import { APP_VERSION } from '../../version.ts';

export interface HealthDeps {
  database: Pick<DatabaseHandle, 'ping'>;
}

export async function checkHealth({ database }: HealthDeps): Promise<HealthResponse> {
  const up = await database.ping();
  return {
    status: up ? 'ok' : 'degraded',
    database: up ? 'up' : 'down',
    version: APP_VERSION,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
