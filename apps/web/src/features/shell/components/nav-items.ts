import { BoxesIcon, FolderKanbanIcon, type LucideIcon } from 'lucide-react';

export const NAV_ITEMS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/projects', label: 'Projects', icon: FolderKanbanIcon },
  { to: '/inventory', label: 'Inventory', icon: BoxesIcon },
];
