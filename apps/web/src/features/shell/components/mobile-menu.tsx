import { useState } from 'react';
import { FolderPlusIcon, LogOutIcon, MenuIcon, ScanLineIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import type { SessionUser } from '@/features/auth/api/get-session';
import { useSignOut } from '@/features/auth/api/sign-out';
import { deviceZone } from '@/features/checkout/lib/cart';
import { sellingToday } from '@/features/checkout/lib/sale-today';
import { projectsQueryOptions } from '@/features/projects/api/get-projects';
import { cn } from '@/lib/cn';
import { preloadOverlays, useOpenOverlay } from '@/lib/overlays';
import type { AccountExtras } from './account-extras';
import { ACCOUNT_MENU_ITEMS, CAPTURE_ITEMS, HELP_LINKS, inSection, NAV_ITEMS } from './nav-items';

/** The overlays this menu opens: their code starts loading when the menu opens. */
const OVERLAY_MENU_PARAMS = [...CAPTURE_ITEMS, ...ACCOUNT_MENU_ITEMS].map((item) => item.param);

export function MobileMenu({ user, extras }: { user: SessionUser; extras?: AccountExtras }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const openOverlay = useOpenOverlay();
  const location = useLocation();
  // Read when the menu opens: on a sale day, the way to the door's checkout is one tap from anywhere.
  const projects = useQuery({ ...projectsQueryOptions(), enabled: open }).data?.projects ?? [];
  const selling = open ? sellingToday(projects, new Date(), deviceZone()) : [];
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) preloadOverlays(...OVERLAY_MENU_PARAMS);
      }}
    >
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="relative md:hidden" data-tour="mobile-menu">
          <MenuIcon className="size-6" aria-hidden />
          {/* Words rather than aria-label, so the alert's own words join the button's name. */}
          <span className="sr-only">Open menu</span>
          {extras?.alert}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="overflow-y-auto">
        <SheetTitle>
          <Logo />
        </SheetTitle>
        <SheetDescription className="truncate">{user.email}</SheetDescription>
        <nav aria-label="Main" className="grid gap-1">
          {NAV_ITEMS.map(({ to, label, icon: Icon, section }) => (
            <NavLink
              key={to}
              to={to}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-3 text-base font-medium hover:bg-accent',
                  (isActive || inSection({ section }, location.pathname)) && 'bg-accent text-accent-foreground',
                )
              }
            >
              <Icon className="size-5" aria-hidden />
              {label}
            </NavLink>
          ))}
        </nav>
        {selling.length > 0 && (
          <nav aria-label="Sale today" className="grid gap-1 border-t pt-3">
            {selling.map((project) => (
              <NavLink
                key={project.id}
                to={`/projects/${project.id}/checkout`}
                onClick={() => setOpen(false)}
                className="flex items-center gap-3 rounded-md px-3 py-3 text-base font-medium hover:bg-accent"
              >
                <ScanLineIcon className="size-5" aria-hidden />
                <span className="min-w-0 truncate">Ring up: {project.name}</span>
              </NavLink>
            ))}
          </nav>
        )}
        {(extras?.sheetLink ?? extras?.sheetItems) && (
          <div className="grid gap-1 border-t pt-3">
            {extras.sheetItems}
            {extras.sheetLink && <SheetClose asChild>{extras.sheetLink}</SheetClose>}
          </div>
        )}
        <div className="grid gap-1 border-t pt-3">
          {[...(extras?.links ?? []), ...HELP_LINKS].map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              onClick={() => setOpen(false)}
              className="flex items-center gap-3 rounded-md px-3 py-3 text-base font-medium hover:bg-accent"
            >
              <Icon className="size-5" aria-hidden />
              {label}
            </NavLink>
          ))}
        </div>
        {[CAPTURE_ITEMS, ACCOUNT_MENU_ITEMS].map((group) => (
          <div key={group[0].label} className="grid gap-1 border-t pt-3">
            {group.map(({ param, value, label, icon: Icon }) => (
              <Button
                key={label}
                variant="ghost"
                className="justify-start px-3 py-3 text-base"
                onClick={() => {
                  setOpen(false);
                  openOverlay(param, value);
                }}
              >
                <Icon className="size-5" aria-hidden />
                {label}
              </Button>
            ))}
            {group === CAPTURE_ITEMS && (
              // The projects page opens its Create New Project dialog for ?new=project.
              <NavLink
                to="/projects?new=project"
                onClick={() => setOpen(false)}
                className="flex items-center gap-3 rounded-md px-3 py-3 text-base font-medium hover:bg-accent"
              >
                <FolderPlusIcon className="size-5" aria-hidden />
                New Project
              </NavLink>
            )}
          </div>
        ))}
        <Button
          variant="outline"
          className="mt-auto justify-start"
          onClick={() =>
            signOut.mutate(undefined, {
              onSettled: () => {
                setOpen(false);
                void navigate('/signin', { replace: true });
              },
            })
          }
        >
          <LogOutIcon aria-hidden />
          Sign out
        </Button>
      </SheetContent>
    </Sheet>
  );
}
