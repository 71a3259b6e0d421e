import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credentials } from '@tagwise/core/schemas/auth';
import { authClient } from '@/lib/auth-client';
import { toAuthError } from '../lib/auth-error-message';
import { SESSION_QUERY_KEY } from './get-session';

export async function signUp({ email, password }: Credentials) {
  // The display name starts as the part before @; people can change it in their profile.
  const { data, error } = await authClient.signUp.email({ email, password, name: email.split('@')[0] ?? email });
  if (error) throw toAuthError(error);
  return data;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
