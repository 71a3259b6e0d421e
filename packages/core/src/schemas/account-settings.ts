import { z } from 'zod';
import { optionalText } from './text.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from './auth.ts';
import { ROLES, SECURITY_MESSAGES } from '../values/account-settings.ts';
import { isCommonPassword, PASSWORD_TOO_COMMON_MESSAGE } from '../values/common-passwords.ts';

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
  /**
   * For a team member, the workspace's admin, who alone changes the plan, billing and pricing rules: the
   * app names them where it says whom to ask. Null for the admin.
   */
  admin: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type AccountSettings = z.infer<typeof AccountSettings>;

/** better-auth's longest password; a longer one is refused before it is sent. */
const PASSWORD_MAX_LENGTH = 128;

/**
 * The new password typed twice, by the spec's checks in its order (core-app.md section 5), one message for the
 * new password at a time: both fields filled, at least 6 characters (and not one of the most common), both the
 * same. "Both fields" goes on the first empty one, where the focus lands. Shared by the change-password form
 * and the reset-password page, so a forgotten password is replaced under the same rules.
 */
function checkNewPassword(newPassword: string, confirmPassword: string, ctx: z.RefinementCtx) {
  const fail = (path: 'newPassword' | 'confirmPassword', message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (!newPassword || !confirmPassword)
    fail(newPassword ? 'confirmPassword' : 'newPassword', SECURITY_MESSAGES.bothMissing);
  else if (newPassword.length < PASSWORD_MIN_LENGTH) fail('newPassword', PASSWORD_TOO_SHORT_MESSAGE);
  else if (newPassword.length > PASSWORD_MAX_LENGTH) fail('newPassword', SECURITY_MESSAGES.tooLong);
  else if (isCommonPassword(newPassword)) fail('newPassword', PASSWORD_TOO_COMMON_MESSAGE);
  else if (newPassword !== confirmPassword) fail('confirmPassword', SECURITY_MESSAGES.mismatch);
}

/** The change-password form: the current password (ours: decision 0013), then the new one twice. */
export const PasswordChangeForm = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ currentPassword, newPassword, confirmPassword }, ctx) => {
    if (!currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: SECURITY_MESSAGES.currentMissing });
    }
    checkNewPassword(newPassword, confirmPassword, ctx);
  });
export type PasswordChangeForm = z.infer<typeof PasswordChangeForm>;

/** The reset-password page (a forgotten password, by the e-mailed link): the new password twice. */
export const PasswordResetForm = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, ctx) => checkNewPassword(newPassword, confirmPassword, ctx));
export type PasswordResetForm = z.infer<typeof PasswordResetForm>;
