import { useState } from 'react';
import { LogOutIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { SessionUser } from '@/features/auth/api/get-session';
import { useSignOut } from '@/features/auth/api/sign-out';
import { preloadOverlays, useOpenOverlay } from '@/lib/overlays';
import type { AccountExtras } from './account-extras';
import { initials } from './initials';
import { ACCOUNT_MENU_ITEMS, HELP_LINKS } from './nav-items';

export function ProfileMenu({ user, extras }: { user: SessionUser; extras?: AccountExtras }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const openOverlay = useOpenOverlay();
  const name = extras?.name || user.name;
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) preloadOverlays(...ACCOUNT_MENU_ITEMS.map((item) => item.param));
      }}
    >
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative rounded-full"
          title={user.email}
          data-tour="account-menu"
        >
          {extras?.avatarUrl ? (
            <img src={extras.avatarUrl} alt="" className="size-9 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden
              className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {initials(name, user.email)}
            </span>
          )}
          <span className="sr-only">Account menu</span>
          {extras?.alert}
        </Button>
      </DropdownMenuTrigger>
      {/* The spec's menu also closes on Tab (Radix keeps focus in a menu and would swallow it). */}
      <DropdownMenuContent align="end" onKeyDown={(event) => event.key === 'Tab' && setOpen(false)}>
        <DropdownMenuLabel className="grid">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {extras?.menuItem && (
          <>
            {extras.menuItem}
            <DropdownMenuSeparator />
          </>
        )}
        {[...(extras?.links ?? []), ...HELP_LINKS].map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        {ACCOUNT_MENU_ITEMS.map(({ param, value, label, icon: Icon }) => (
          <DropdownMenuItem key={param} onSelect={() => openOverlay(param, value)}>
            <Icon aria-hidden />
            {label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => signOut.mutate(undefined, { onSettled: () => void navigate('/signin', { replace: true }) })}
        >
          <LogOutIcon aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
