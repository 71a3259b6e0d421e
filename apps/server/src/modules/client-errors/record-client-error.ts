import type { ClientErrorReport } from '@tagwise/core/schemas/client-errors';
import type { Logger } from '../../logger.ts';

/**
 * Browser crashes are otherwise invisible to the operator of the server. They go to the same structured
 * log as server errors, tagged so they can be told apart; no database row, since a crash loop in many
 * browsers must not become write load.
 */
export function recordClientError(logger: Logger, report: ClientErrorReport, userId: string | null) {
  logger.warn('client error', { source: 'browser', userId, ...report });
}
