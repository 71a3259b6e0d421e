import { OVERLAY_PARAMS } from '@/lib/overlays';
import {
  BoxesIcon,
  CameraIcon,
  FolderKanbanIcon,
  ImageUpIcon,
  LifeBuoyIcon,
  ListChecksIcon,
  NewspaperIcon,
  SettingsIcon,
  SlidersHorizontalIcon,
  type LucideIcon,
} from 'lucide-react';

/** `section`: other paths that belong to the entry (an item page is inside Projects), shown as current. */
export const NAV_ITEMS: { to: string; label: string; icon: LucideIcon; section?: string }[] = [
  { to: '/projects', label: 'Projects', icon: FolderKanbanIcon, section: '/items/' },
  { to: '/inventory', label: 'Inventory', icon: BoxesIcon, section: '/review' },
  { to: '/queue', label: 'Queue', icon: ListChecksIcon },
];

/** The public help pages both account menus link to (commercial-side.md section 2: Help & Support, Blog). */
export const HELP_LINKS: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/help', label: 'Help & Support', icon: LifeBuoyIcon },
  { to: '/blog', label: 'Blog', icon: NewspaperIcon },
];

/** Account overlays the menus open by adding a search parameter (the app decides what each shows). */
export const ACCOUNT_MENU_ITEMS = [
  { param: OVERLAY_PARAMS.settings, value: 'profile', label: 'Settings', icon: SettingsIcon },
  { param: OVERLAY_PARAMS.display, value: '1', label: 'Display Preferences', icon: SlidersHorizontalIcon },
] as const;

/** Whether a navigation entry is the section the person is in. */
export const inSection = (item: { section?: string }, pathname: string) =>
  item.section !== undefined && pathname.startsWith(item.section);

/** The ways into photo-to-item analysis (the app's overlays decide what each shows). */
export const CAPTURE_ITEMS = [
  { param: OVERLAY_PARAMS.analyze, value: 'camera', label: 'Take Photo', icon: CameraIcon },
  { param: OVERLAY_PARAMS.analyze, value: 'choose', label: 'Upload Images', icon: ImageUpIcon },
] as const;
