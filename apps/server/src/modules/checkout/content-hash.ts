import { createHash } from 'node:crypto';

/**
 * A request's contents as a digest, stored with what it created: the same id sent again with the same
 * contents is a retry (answered with what is stored), with other contents a mistake (refused). The value is
 * the parsed request (defaults filled in, keys in the schema's order), so the JSON text is stable.
 */
export const contentHash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
