import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credentials } from '@tagwise/core/schemas/auth';
import { authClient } from '@/lib/auth-client';
import { AUTH_MUTATION_KEY, type AfterAuth, type AfterAuthRequest } from '../lib/after-auth';
import { ACCOUNT_NOT_CREATED, toAuthError } from '../lib/auth-error-message';
import { SESSION_QUERY_KEY } from './get-session';

export async function signUp({ email, password }: Credentials) {
  // The display name starts as the part before @; people can change it in their profile.
  const { data, error } = await authClient.signUp.email({ email, password, name: email.split('@')[0] ?? email });
  if (error) throw toAuthError(error);
  // Answered without a session: no account was made (the address has one; the server does not say so).
  if (!data.token) throw toAuthError({ code: ACCOUNT_NOT_CREATED });
  return data;
}

/** Signs up, then runs the app's after-sign-up step (a claim) before the session is re-read. */
export function useSignUp(after?: { step: AfterAuth; context: AfterAuthRequest }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: async (credentials: Credentials) => {
      const data = await signUp(credentials);
      return after ? after.step({ ...after.context, userId: data?.user.id ?? null }) : null;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
