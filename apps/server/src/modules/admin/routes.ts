import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { publishSessionsEnded } from '../../events/session-ends.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { Storage } from '../../storage/storage.ts';
import { errorResponse, noSuchEndpoint } from '../../http/on-error.ts';
import { fromThisMachine } from '../../http/from-this-machine.ts';
import { AdminCommand, runAdminCommand } from './admin-command.ts';
import { tokenMatches } from './admin-access.ts';

/**
 * `npm run admin` asking the running server (modules/admin/admin-access.ts): only from this machine, not
 * through a proxy, and only with this start's token. Not part of the documented API; every refusal is the
 * same 404 an unknown path gets, so the route does not announce itself.
 */
export function adminRoutes({
  db,
  storage,
  bus,
  token,
}: {
  db: Database;
  storage: Storage;
  bus: EventBus;
  token: string;
}) {
  return new Hono<AppEnv>().post('/api/admin/commands', async (c) => {
    const allowed = fromThisMachine(c) && tokenMatches(token, c.req.header('authorization')?.replace(/^Bearer /, ''));
    if (!allowed) return noSuchEndpoint(c);
    const parsed = AdminCommand.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return errorResponse(c, 400, 'VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Unknown command');
    }
    const result = await runAdminCommand(db, parsed.data, {
      storage,
      // A deleted person's open event streams end now rather than at their next heartbeat.
      onPeopleDeleted: (ids) => ids.forEach((id) => publishSessionsEnded(bus, c.var.logger, id)),
    });
    return c.json(result, 200);
  });
}
