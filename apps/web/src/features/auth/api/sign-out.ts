import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { forgetSession } from '../lib/session-flag';
import { SESSION_QUERY_KEY } from './get-session';

export async function signOut() {
  // Forget first: the session watcher must not read this chosen sign-out as an expiry.
  forgetSession();
  await authClient.signOut();
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
