import { OVERLAY_PARAMS } from '@/lib/overlays';
import { BoxesIcon, FolderKanbanIcon, SettingsIcon, SlidersHorizontalIcon, type LucideIcon } from 'lucide-react';

export const NAV_ITEMS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/projects', label: 'Projects', icon: FolderKanbanIcon },
  { to: '/inventory', label: 'Inventory', icon: BoxesIcon },
];

/** Account overlays the menus open by adding a search parameter (the app decides what each shows). */
export const ACCOUNT_MENU_ITEMS = [
  { param: OVERLAY_PARAMS.settings, value: 'profile', label: 'Settings', icon: SettingsIcon },
  { param: OVERLAY_PARAMS.display, value: '1', label: 'Display Preferences', icon: SlidersHorizontalIcon },
] as const;
