import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@tagwise/core/schemas/auth';
import { authClient } from '@/lib/auth-client';
import { toAuthError } from '../lib/auth-error-message';

/**
 * Asks for a reset link by e-mail. The server answers the same whether or not an account uses the address
 * (and e-mails only if one does), so success says nothing about the account. The link always leads to
 * /reset-password: the server writes it (auth.ts), whatever a request asks.
 */
export async function requestPasswordReset({ email }: PasswordResetRequest) {
  const { error } = await authClient.requestPasswordReset({ email });
  if (error) throw toAuthError(error);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
