import type { ComponentProps } from 'react';
import { CreditsAlertDot, CreditsMenuItem, CreditsSheetLink } from '@/features/credits/components/credits-menu';
import AppShell from '@/features/shell/components/app-shell';
import type { AccountExtras } from '@/features/shell/components/account-extras';

// Built once: the elements are the same on every render, and each reads its own data.
const ACCOUNT: AccountExtras = {
  menuItem: <CreditsMenuItem />,
  sheetLink: <CreditsSheetLink />,
  alert: <CreditsAlertDot />,
};

/** The signed-in layout with what other features add to its account menus (the AI credits meter). */
export default function SignedInShell(props: Omit<ComponentProps<typeof AppShell>, 'account'>) {
  return <AppShell {...props} account={ACCOUNT} />;
}
