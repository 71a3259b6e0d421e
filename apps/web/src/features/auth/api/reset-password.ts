import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { toAuthError } from '../lib/auth-error-message';

export interface ResetPasswordInput {
  /** From the e-mailed link, which the server's callback turned into /reset-password?token=... */
  token: string;
  newPassword: string;
}

/** Sets the new password; the server ends every session of the account and signs no one in. */
export async function resetPassword({ token, newPassword }: ResetPasswordInput) {
  const { error } = await authClient.resetPassword({ token, newPassword });
  if (error) throw toAuthError(error);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
