import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { toAuthError } from '../lib/auth-error-message';

/**
 * E-mails the signed-in person a link that confirms their address (better-auth's verification); opening it
 * leads to `callbackURL`. Accounts are not confirmed at sign-up (decision 0003): this is how one proves its
 * address when something needs it, such as claiming a plan paid with it (decision 0022).
 */
export async function sendVerificationEmail({ email, callbackURL }: { email: string; callbackURL: string }) {
  const { error } = await authClient.sendVerificationEmail({ email, callbackURL });
  if (error) throw toAuthError(error);
}

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
