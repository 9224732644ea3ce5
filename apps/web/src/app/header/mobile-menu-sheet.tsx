/** The mobile menu: a sheet from the left with every destination (spec section 2, DESIGN deviation 9). */
import { Heart, ShoppingBag } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Dialog, DialogHeader } from '../../components/ui/dialog';
import { cx } from '../../lib/class-names';
import { selectCartCount, useCartStore } from '../../stores/cart-store';
import { useWishlistStore } from '../../stores/wishlist-store';
import {
  CATEGORY_LINKS,
  MOBILE_SECONDARY_LINKS,
  PRIMARY_LINKS,
  type NavLinkItem,
} from '../nav-links';
import type { MenuOpenProps } from './deferred-menu';
import { MobileMenuAccount } from './header-account';
import { MenuButtonFace, menuButtonClasses } from './menu-button';

const rowClasses = (sub?: boolean) =>
  cx(
    'flex items-center justify-between rounded-lg px-3 transition-colors hover:bg-sand-100 aria-[current=page]:bg-brand-50',
    sub ? 'py-2 pl-6 text-[0.95rem] text-stone-700' : 'py-2.5 font-serif text-lg text-brand-900',
  );

function MenuLink({ link, sub, end }: { link: NavLinkItem; sub?: boolean; end?: boolean }) {
  // Category links differ only in their query, which NavLink ignores: they never claim "current page".
  const Tag = link.to.includes('?') ? Link : NavLink;
  return (
    <li>
      <Tag to={link.to} end={end} className={rowClasses(sub)}>
        {link.label}
      </Tag>
    </li>
  );
}

function CountRow({
  to,
  label,
  count,
  icon: Icon,
}: {
  to: string;
  label: string;
  count: number;
  icon: typeof Heart;
}) {
  return (
    <li>
      <NavLink to={to} className={rowClasses()}>
        <span className="inline-flex items-center gap-3">
          <Icon aria-hidden="true" className="size-5 text-stone-600" strokeWidth={1.6} />
          {label}
        </span>
        <span className="min-w-7 rounded-full bg-sand-100 px-2 py-0.5 text-center text-sm text-stone-700 tabular-nums">
          <span className="sr-only">, </span>
          {count}
          <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
        </span>
      </NavLink>
    </li>
  );
}

/** The mobile menu sheet itself (loaded on demand by MobileMenu). */
export default function MobileMenuSheet({ open, onOpenChange }: MenuOpenProps) {
  const cartCount = useCartStore(selectCartCount);
  const wishlistCount = useWishlistStore((s) => s.items.length);

  return (
    <Dialog
      layout="sheet"
      open={open}
      onOpenChange={onOpenChange}
      aria-describedby={undefined}
      trigger={
        <button type="button" aria-label="Open menu" className={menuButtonClasses}>
          <MenuButtonFace />
        </button>
      }
    >
      <DialogHeader tone="quiet" title="Menu" closeLabel="Close menu" />
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-0.5">
          <MenuLink link={PRIMARY_LINKS.home} end />
          <MenuLink link={PRIMARY_LINKS.products} end />
          {CATEGORY_LINKS.map((link) => (
            <MenuLink key={link.to} link={link} sub />
          ))}
          {MOBILE_SECONDARY_LINKS.map((link) => (
            <MenuLink key={link.label} link={link} />
          ))}
        </ul>
        <ul className="mt-4 space-y-0.5 border-t border-sand-200 pt-4">
          <CountRow to="/wishlist" label="Wishlist" count={wishlistCount} icon={Heart} />
          <CountRow to="/cart" label="Cart" count={cartCount} icon={ShoppingBag} />
        </ul>
      </nav>
      <div className="border-t border-sand-200 p-5">
        <MobileMenuAccount />
      </div>
    </Dialog>
  );
}
