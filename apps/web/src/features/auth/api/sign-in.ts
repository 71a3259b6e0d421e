import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credentials } from '@tagwise/core/schemas/auth';
import { authClient } from '@/lib/auth-client';
import { toAuthError } from '../lib/auth-error-message';
import { SESSION_QUERY_KEY } from './get-session';

export async function signIn(credentials: Credentials) {
  const { data, error } = await authClient.signIn.email(credentials);
  if (error) throw toAuthError(error);
  return data;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
