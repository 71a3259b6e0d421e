import { useMutation } from '@tanstack/react-query';
import { EMAIL_CHANGE_MESSAGES } from '@tagwise/core/values/account-settings';
import { authClient } from '@/lib/auth-client';

/**
 * Asks for a new sign-in address: the server sends a link to it, and the address changes when its owner
 * opens the link (then /account?email=changed says so).
 */
export async function changeEmail(newEmail: string) {
  const { error } = await authClient.changeEmail({ newEmail, callbackURL: '/account?email=changed' });
  if (!error) return newEmail;
  if (/same/i.test(error.message ?? '')) throw new Error(EMAIL_CHANGE_MESSAGES.same);
  throw new Error(error.status && error.status < 500 && error.message ? error.message : EMAIL_CHANGE_MESSAGES.failed);
}

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
