// Plain values (no zod): pages import these at their first render, and must not evaluate zod's schemas
// for it. schemas/account-settings.ts re-exports them for the server and the forms.
import type { DisplayPreferences } from '../schemas/account-settings.ts';

export const ROLES = ['admin', 'sub_user'] as const;
export type Role = (typeof ROLES)[number];

export const PROFILE_MESSAGES = {
  saved: 'Profile updated',
  updateFailed: 'Failed to update profile',
  loadFailed: 'Failed to load settings. Please try again.',
  preferencesFailed: 'Failed to save preferences',
  adminOnly: 'Pricing settings are only accessible to admin users.',
  businessNameAdminOnly: 'Only the account admin can change the business name.',
  businessNameHint: 'Set by your account admin. It is on your price tags and reports.',
  integrationsAdminOnly: 'Integrations are only accessible to admin users. Ask your account admin to connect them.',
} as const;

export const DISPLAY_PREFERENCES_MESSAGES = {
  saved: 'Display preferences updated',
  failed: 'Failed to save display preferences',
} as const;

// Lists stay short enough to scan on a phone; the item page shows everything.
export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = {
  mainPage: {
    showDescription: false,
    showAttributes: false,
    showCategory: true,
    showResearchSources: false,
    pricing: { showRetailPrice: true, showEstateSalePrice: true, showCondition: true, showConfidence: false },
  },
  itemPage: {
    showDescription: true,
    showAttributes: true,
    showCategory: true,
    showResearchSources: true,
    showDetails: true,
    showNotes: true,
    pricing: { showRetailPrice: true, showEstateSalePrice: true, showCondition: true, showConfidence: true },
  },
};

/** Stored preferences over the defaults, so a field added later gets its default instead of breaking. */
export function withDisplayDefaults(stored: unknown): DisplayPreferences {
  const d = DEFAULT_DISPLAY_PREFERENCES;
  const s = (stored ?? {}) as Partial<Record<'mainPage' | 'itemPage', Record<string, unknown>>>;
  const merged = {
    mainPage: { ...d.mainPage, ...s.mainPage, pricing: { ...d.mainPage.pricing, ...(s.mainPage?.pricing as object) } },
    itemPage: { ...d.itemPage, ...s.itemPage, pricing: { ...d.itemPage.pricing, ...(s.itemPage?.pricing as object) } },
  };
  // What the DisplayPreferences schema accepts, checked by hand so reading them needs no zod: every
  // field of the defaults is a boolean (or a group of them); unknown fields are dropped.
  return (sameShape(d, merged) as DisplayPreferences | undefined) ?? d;
}

function sameShape(shape: object, value: unknown): object | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, expected] of Object.entries(shape)) {
    const actual = (value as Record<string, unknown>)[key];
    if (typeof expected === 'boolean') {
      if (typeof actual !== 'boolean') return undefined;
      out[key] = actual;
    } else {
      const nested = sameShape(expected as object, actual);
      if (!nested) return undefined;
      out[key] = nested;
    }
  }
  return out;
}

export const EMAIL_CHANGE_MESSAGES = {
  missing: 'Please enter a new email address',
  invalid: 'Please enter a valid email address',
  same: 'That is already your e-mail address',
  sent: (email: string) => `Check ${email}: open the link we sent there to make it your sign-in address.`,
  confirmed: 'Your e-mail address is changed. Sign in with it from now on.',
  linkFailed: 'That confirmation link has expired or was already used. Ask for a new one below.',
  failed: 'Failed to change e-mail. Please try again.',
} as const;

export const SECURITY_MESSAGES = {
  changed: 'Password changed. Every other device is signed out.',
  signsOutOthers: 'Changing it signs you out on every other device; this one stays signed in.',
  wrongCurrent: 'Your current password is incorrect',
  currentMissing: 'Enter your current password',
  // The spec's words (core-app.md section 5).
  bothMissing: 'Please fill in both password fields',
  mismatch: 'Passwords do not match',
  tooLong: 'Password must be at most 128 characters',
  failed: 'Failed to change password. Please try again.',
} as const;
