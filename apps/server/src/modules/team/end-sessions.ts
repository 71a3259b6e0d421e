import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { session } from '../../db/schema/auth.ts';

/**
 * Signs a person out everywhere at once: sessions are read from the database on every request (no cookie
 * cache), so the next request of any of their devices is refused. An open event stream is not a next
 * request: after the commit the caller publishes the end (events/session-ends.ts), and the stream checks
 * again (it also does at every heartbeat).
 */
export const endSessions = (tx: Database, userId: string) => tx.delete(session).where(eq(session.userId, userId));
