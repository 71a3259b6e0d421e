import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMemberRequest, TeamMember } from '@tagwise/core/schemas/team';
import { apiFetch } from '@/lib/api-client';
import { TEAM_KEY } from './get-team';

/** Adds a team member: a sign-in account with the e-mail, password and name the admin chose. */
export const createMember = (input: CreateMemberRequest) =>
  apiFetch<TeamMember>('/api/team/members', { method: 'POST', json: input });

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}
