import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { TEAM_KEY } from './get-team';

/** Removes a member: their account and sessions end; what they made stays in the workspace. */
export const deleteMember = (memberId: string) =>
  apiFetch<void>(`/api/team/members/${encodeURIComponent(memberId)}`, { method: 'DELETE' });

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}
