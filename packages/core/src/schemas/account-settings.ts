import { z } from 'zod';
import { optionalText } from './text.ts';
import { ROLES } from '../values/account-settings.ts';

export {
  DEFAULT_DISPLAY_PREFERENCES,
  DISPLAY_PREFERENCES_MESSAGES,
  EMAIL_CHANGE_MESSAGES,
  PROFILE_MESSAGES,
  ROLES,
  SECURITY_MESSAGES,
  withDisplayDefaults,
  type Role,
} from '../values/account-settings.ts';

// The signed-in person's own settings (user_settings in core-app.md section 3): profile, onboarding and
// display preferences. The workspace's pricing rules are in pricing/pricing-settings.ts.

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

export const AccountSettings = z.object({
  role: z.enum(ROLES),
  email: z.string(),
  name: z.string(),
  displayName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /**
   * The workspace's business name, on its price tags and reports: the admin's. A team member sees it and
   * cannot change it.
   */
  businessName: z.string().nullable(),
  /** The workspace's logo (admins upload it; reports show it), or null. Changes when the logo does. */
  businessLogoUrl: z.string().nullable(),
  /** The person's profile photo (GET /api/settings/avatar?v=...), or null: the menus show initials. */
  avatarUrl: z.string().nullable(),
  toursEnabled: z.boolean(),
  helpTipsEnabled: z.boolean(),
  displayPreferences: DisplayPreferences,
  /** This person runs the Tagwise server: the app shows them settings and commands, others whom to ask. */
  instanceOwner: z.boolean(),
});
export type AccountSettings = z.infer<typeof AccountSettings>;
