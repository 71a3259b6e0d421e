import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from './auth.ts';
import { Email } from './auth.ts';

export { TEAM_MESSAGES, hasTeamAccounts } from '../values/team.ts';

// Team accounts (core-app.md sections 3 and 6): team_members rows of an admin, each a sub-user account.

const DisplayName = z
  .string()
  .trim()
  .min(1, 'Enter the team member’s name')
  .max(100, 'Display name must be at most 100 characters');

export const TeamMember = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamView = z.object({
  /** Whether this workspace may add members now (an admin on a Pro plan or Enterprise). */
  canAddMembers: z.boolean(),
  members: z.array(TeamMember),
});
export type TeamView = z.infer<typeof TeamView>;

export const CreateMemberRequest = z.object({
  displayName: DisplayName,
  email: Email,
  password: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE).max(128),
});
export type CreateMemberRequest = z.input<typeof CreateMemberRequest>;

export const UpdateMemberRequest = z
  .object({ displayName: DisplayName, email: Email, isActive: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateMemberRequest = z.input<typeof UpdateMemberRequest>;
