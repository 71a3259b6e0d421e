import { BoxesIcon, FolderKanbanIcon, SettingsIcon, SlidersHorizontalIcon, type LucideIcon } from 'lucide-react';

export const NAV_ITEMS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/projects', label: 'Projects', icon: FolderKanbanIcon },
  { to: '/inventory', label: 'Inventory', icon: BoxesIcon },
];

/** Account overlays the menus open by adding a search parameter (the app decides what each shows). */
export const ACCOUNT_MENU_ITEMS = [
  { param: 'settings', value: 'profile', label: 'Settings', icon: SettingsIcon },
  { param: 'display', value: '1', label: 'Display Preferences', icon: SlidersHorizontalIcon },
] as const;

/** The current address with one account overlay opened on top of it. */
export function withOverlay(location: { pathname: string; search: string }, param: string, value: string) {
  const params = new URLSearchParams(location.search);
  params.set(param, value);
  return `${location.pathname}?${params.toString()}`;
}
