import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * What other features show in the account menus. The app composes them (app/signed-in-shell.tsx), so the
 * shell does not import those features (CONVENTIONS 9).
 */
export interface AccountExtras {
  /** Entries at the top of the profile dropdown: DropdownMenuItem elements. */
  menuItem?: ReactNode;
  /** The same in the phone menu: one link-like element; following it closes the menu. */
  sheetLink?: ReactNode;
  /** More of them in the phone menu, under it: each closes the menu itself when chosen (SheetClose). */
  sheetItems?: ReactNode;
  /** Drawn inside the menu buttons (which are `relative`): a status dot and its words for screen readers. */
  alert?: ReactNode;
  /** The person's profile photo for the account menu button; initials without one. */
  avatarUrl?: string | null;
  /** The person's name as the account now has it: the session's copy is only read again now and then. */
  name?: string;
  /** Shown in the header beside the logo: the Team badge of a team member. */
  badge?: ReactNode;
  /** Account pages both menus link to (My Account, Manage Plan, Team). */
  links?: readonly { to: string; label: string; icon: LucideIcon }[];
}
