/** The Settings dialog's tabs, in order; the address names one (?settings=pricing). Apart from the dialog so
 * that reading the address does not load the dialog's code. */
export const SETTINGS_TABS = ['profile', 'security', 'pricing', 'integrations', 'tutorials', 'backup'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
