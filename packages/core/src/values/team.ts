// Team accounts (core-app.md section 6): an admin and the sub-users who photograph and price with them.
// Plain values, for pages that must not load zod at first render; schemas/team.ts has the shapes.
import type { Tier } from './credits.ts';

/** Team management is a Pro feature: the Pro plans and Enterprise (core-app.md section 6). */
export const hasTeamAccounts = (tier: Tier) => tier === 'enterprise' || tier.startsWith('pro-');

export const TEAM_MESSAGES = {
  // Sub-user creation, each step's failure (core-app.md section 8).
  createUserFailed: 'Failed to create user account',
  settingsFailed: 'Failed to configure sub-user settings',
  recordFailed: 'Failed to create team member record',
  unexpected: 'An unexpected error occurred.',
  adminOnly: 'Team management is only accessible to admin users.',
  needsPro: 'Team accounts are part of the Pro plans. Upgrade to Pro to add team members.',
  emailTaken: 'User already exists. Use another email.',
  memberNotFound: 'Team member not found.',
  deactivated: 'Your account has been deactivated. Ask your account admin to turn it back on.',
  created: 'Team member added',
  updated: 'Team member updated',
  deactivatedToast: 'Team member deactivated: their sessions have ended',
  reactivated: 'Team member can sign in again',
  removed: 'Team member removed',
  updateFailed: 'Failed to update team member',
  removeFailed: 'Failed to remove team member',
  loadFailed: 'Failed to load your team. Please try again.',
} as const;
