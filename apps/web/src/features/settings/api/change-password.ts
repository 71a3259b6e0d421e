import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { SECURITY_MESSAGES } from '@tagwise/core/values/account-settings';
import { authClient } from '@/lib/auth-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * Every other device is signed out (core-app.md section 5; the server insists on it too); this one is
 * given a new session and stays signed in.
 */
export async function changePassword(input: ChangePasswordInput) {
  const { error } = await authClient.changePassword({ ...input, revokeOtherSessions: true });
  if (!error) return;
  if (error.code === 'INVALID_PASSWORD') throw new Error(SECURITY_MESSAGES.wrongCurrent);
  // better-auth's own messages for its rules (e.g. a too-short password) are written for people.
  throw new Error(error.status && error.status < 500 && error.message ? error.message : SECURITY_MESSAGES.failed);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => toast.success(SECURITY_MESSAGES.changed),
  });
}
