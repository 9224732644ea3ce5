/** The signed-in shopper's menu (spec section 2): name, e-mail, Profile, Orders, Logout. */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Package, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { useSession } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
import type { MenuOpenProps } from './deferred-menu';
import { userMenuLabel } from './user-menu-label';
import { menuItemClasses, menuPanelClasses } from './nav-link-classes';

/** Controlled when given open/onOpenChange (e.g. by DeferredMenu), otherwise keeps its own state. */
export function UserMenu({ open, onOpenChange }: Partial<MenuOpenProps>) {
  const { user } = useSession();
  const { signOut, isPending } = useSignOut();
  const [ownOpen, setOwnOpen] = useState(false);
  if (!user) return null;

  return (
    <DropdownMenu.Root
      open={open ?? ownOpen}
      onOpenChange={onOpenChange ?? setOwnOpen}
      modal={false}
    >
      <DropdownMenu.Trigger
        aria-label={userMenuLabel(user.name)}
        className="inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-sand-100 data-[state=open]:bg-sand-100"
      >
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className={`${menuPanelClasses} w-64 max-w-[calc(100vw-2rem)]`}
      >
        <DropdownMenu.Label className="flex items-center gap-3 px-3 pt-2 pb-3">
          <UserAvatar user={user} className="size-10" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-stone-900">{user.name}</span>
            <span className="block truncate text-xs text-stone-600">{user.email}</span>
          </span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="mx-1.5 mb-1 h-px bg-sand-200" />
        <DropdownMenu.Item asChild className={menuItemClasses}>
          <Link to="/profile?query=profile">
            <UserRound aria-hidden="true" className="size-4 text-brand-700" />
            Profile
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={menuItemClasses}>
          <Link to="/profile?query=orders">
            <Package aria-hidden="true" className="size-4 text-brand-700" />
            Orders
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="mx-1.5 my-1 h-px bg-sand-200" />
        <DropdownMenu.Item
          onSelect={() => void signOut()}
          disabled={isPending}
          className={menuItemClasses}
        >
          <LogOut aria-hidden="true" className="size-4 text-brand-700" />
          Logout
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export default UserMenu;
