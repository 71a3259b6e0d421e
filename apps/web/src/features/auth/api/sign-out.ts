import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { releasePersonalCaches } from '@/lib/offline-cache';
import { forgetSession } from '../lib/session-flag';
import { SESSION_QUERY_KEY } from './get-session';

export async function signOut() {
  // Forget first: the session watcher must not read this chosen sign-out as an expiry.
  forgetSession();
  try {
    await authClient.signOut();
  } finally {
    // The offline copies of their projects, items and photos go with them (the server's Clear-Site-Data
    // empties the browser's HTTP cache, not the service worker's).
    await releasePersonalCaches();
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
    },
  });
}
