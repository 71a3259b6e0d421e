import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@tagwise/core/boot-data';
import { authClient } from '@/lib/auth-client';

export type { Session, SessionUser } from '@tagwise/core/boot-data';

/** The signed-in person, or null. A failed check (server unreachable) throws and keeps the last answer. */
export async function getSession(): Promise<Session | null> {
  const { data, error } = await authClient.getSession();
  if (error) throw new Error(error.message ?? 'Session check failed');
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
