import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { toAuthError } from '../lib/auth-error-message';

/**
 * Leaves for Google; better-auth brings the person back to `returnTo` signed in (their projects unless the
 * app says otherwise, e.g. /welcome to claim a purchase), or to errorCallbackURL.
 */
export async function signInWithGoogle(returnTo = '/projects?signed_in=google') {
  const { error } = await authClient.signIn.social({
    provider: 'google',
    callbackURL: returnTo,
    errorCallbackURL: '/signin?oauth_error=1',
  });
  if (error) throw toAuthError(error);
}

export const useSignInWithGoogle = () => useMutation({ mutationFn: signInWithGoogle });
