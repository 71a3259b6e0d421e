import { z } from 'zod';
import { optionalText } from './text.ts';

// The signed-in person's own settings (user_settings in core-app.md section 3): profile, onboarding and
// display preferences. The workspace's pricing rules are in pricing/pricing-settings.ts.

export const ROLES = ['admin', 'sub_user'] as const;
export type Role = (typeof ROLES)[number];

export const PROFILE_MESSAGES = {
  saved: 'Profile updated',
  updateFailed: 'Failed to update profile',
  loadFailed: 'Failed to load settings. Please try again.',
  preferencesFailed: 'Failed to save preferences',
  adminOnly: 'Pricing settings are only accessible to admin users.',
} as const;

export const DISPLAY_PREFERENCES_MESSAGES = {
  saved: 'Display preferences updated',
  failed: 'Failed to save display preferences',
} as const;

const PhoneNumber = z
  .string()
  .trim()
  .max(40, 'Phone number must be at most 40 characters')
  .regex(/^[0-9+()\-.\s]*$/, 'Phone number may contain only digits, spaces and + ( ) - .')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

export const ProfileInput = z
  .object({
    displayName: optionalText(100, 'Display name'),
    phoneNumber: PhoneNumber,
    businessName: optionalText(200, 'Business name'),
    toursEnabled: z.boolean(),
    helpTipsEnabled: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type ProfileInput = z.input<typeof ProfileInput>;

const PricingVisibility = z.object({
  showRetailPrice: z.boolean(),
  showEstateSalePrice: z.boolean(),
  showCondition: z.boolean(),
  showConfidence: z.boolean(),
});
const ListVisibility = z.object({
  showDescription: z.boolean(),
  showAttributes: z.boolean(),
  showCategory: z.boolean(),
  showResearchSources: z.boolean(),
  pricing: PricingVisibility,
});

/** What item lists (mainPage) and the item page show; kept on the account and in the browser. */
export const DisplayPreferences = z.object({
  mainPage: ListVisibility,
  itemPage: ListVisibility.extend({ showDetails: z.boolean(), showNotes: z.boolean() }),
});
export type DisplayPreferences = z.infer<typeof DisplayPreferences>;

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
  const parsed = DisplayPreferences.safeParse(merged);
  return parsed.success ? parsed.data : d;
}

export const AccountSettings = z.object({
  role: z.enum(ROLES),
  email: z.string(),
  name: z.string(),
  displayName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  businessName: z.string().nullable(),
  toursEnabled: z.boolean(),
  helpTipsEnabled: z.boolean(),
  displayPreferences: DisplayPreferences,
});
export type AccountSettings = z.infer<typeof AccountSettings>;

export const SECURITY_MESSAGES = {
  changed: 'Password changed',
  wrongCurrent: 'Your current password is incorrect',
  mismatch: 'The new passwords do not match',
  failed: 'Failed to change password. Please try again.',
} as const;
