import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { toAuthError } from '../lib/auth-error-message';

/** Leaves for Google; better-auth brings the person back to callbackURL signed in, or to errorCallbackURL. */
export async function signInWithGoogle() {
  const { error } = await authClient.signIn.social({
    provider: 'google',
    callbackURL: '/projects?signed_in=google',
    errorCallbackURL: '/signin?oauth_error=1',
  });
  if (error) throw toAuthError(error);
}

export const useSignInWithGoogle = () => useMutation({ mutationFn: signInWithGoogle });
