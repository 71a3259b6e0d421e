import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMember, UpdateMemberRequest } from '@tagwise/core/schemas/team';
import { apiFetch } from '@/lib/api-client';
import { TEAM_KEY } from './get-team';

/** Changes a member's name or e-mail, or deactivates them (their sessions end) or turns them back on. */
export const updateMember = ({ memberId, ...changes }: UpdateMemberRequest & { memberId: string }) =>
  apiFetch<TeamMember>(`/api/team/members/${encodeURIComponent(memberId)}`, { method: 'PATCH', json: changes });

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}
