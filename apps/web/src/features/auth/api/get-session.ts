import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@tagwise/core/boot-data';

export type { Session, SessionUser } from '@tagwise/core/boot-data';

/** better-auth's answer at GET /api/auth/get-session (what we read of it). */
interface SessionResponse {
  user: { id: string; name: string; email: string; image?: string | null };
  session: { expiresAt: string };
}

/**
 * The signed-in person, or null. A failed check (server unreachable) throws and keeps the last answer.
 * A plain request rather than better-auth's client: this runs before every signed-in page, and the client
 * library (with its fetch wrapper and stores) would be part of the entry script only for this call.
 */
export async function getSession(): Promise<Session | null> {
  const res = await fetch('/api/auth/get-session', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Session check failed (${res.status})`);
  const data = (await res.json()) as SessionResponse | null;
  if (!data) return null;
  const { id, name, email, image } = data.user;
  return { user: { id, name, email, image: image ?? null }, expiresAt: new Date(data.session.expiresAt).toISOString() };
}

export const SESSION_QUERY_KEY = ['session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getSession,
    staleTime: 30_000,
    // Coming back to the tab is when a lapsed session matters; check every time, not only when stale.
    refetchOnWindowFocus: 'always',
    retry: 1,
  });

export const useSession = () => useQuery(sessionQueryOptions());
