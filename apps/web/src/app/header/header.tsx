import { TIMINGS } from '@shop/shared';
import { Heart, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { Container } from '../../components/ui/container';
import { cx } from '../../lib/class-names';
import { useRouteScopedOpen } from '../../lib/use-route-scoped-open';
import { useWindowScrolled } from '../../lib/use-window-scrolled';
import { selectCartCount, useCartStore } from '../../stores/cart-store';
import { useWishlistStore } from '../../stores/wishlist-store';
import { CountLink } from './count-link';
import { CurrencySwitcher } from './currency-switcher';
import { DesktopNav } from './desktop-nav';
import { HeaderAccount } from './header-account';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { SEARCH_BAR_ID } from './search-bar-id';
import { SearchToggle } from './search-toggle';

/** The search row and its suggestions load when the shopper first opens it. */
const SearchBar = lazy(() => import('./search-bar').then((m) => ({ default: m.SearchBar })));
const searchRowPlaceholder = (
  <div id={SEARCH_BAR_ID} className="h-[4.25rem] border-t border-sand-200 bg-sand-50" />
);

/** Sticky site header (spec section 2): navigation, search, currency, wishlist, cart, account. */
export function Header() {
  const scrolled = useWindowScrolled(TIMINGS.headerScrolledPx);
  const [searchOpen, setSearchOpen] = useRouteScopedOpen();
  const searchToggle = useRef<HTMLButtonElement>(null);
  const cartCount = useCartStore(selectCartCount);
  const wishlistCount = useWishlistStore((s) => s.items.length);

  const closeSearch = () => {
    setSearchOpen(false);
    searchToggle.current?.focus();
  };

  return (
    <header
      data-scrolled={scrolled}
      className={cx(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300',
        scrolled
          ? 'border-sand-200 bg-sand-50/95 shadow-[0_8px_30px_-18px_rgba(38,54,41,0.45)] backdrop-blur-md'
          : 'border-transparent bg-sand-50',
      )}
    >
      <Container className="flex h-16 items-center gap-1 md:h-[4.5rem] md:gap-4">
        <MobileMenu />
        <Logo />
        <div className="flex flex-1 justify-center">
          <DesktopNav />
        </div>
        <div className="-mr-2 flex items-center sm:gap-0.5">
          <SearchToggle
            ref={searchToggle}
            open={searchOpen}
            onToggle={() => setSearchOpen(!searchOpen)}
          />
          <CurrencySwitcher />
          <CountLink
            to="/wishlist"
            name="Wishlist"
            count={wishlistCount}
            icon={Heart}
            className="max-sm:hidden"
          />
          <CountLink to="/cart" name="Cart" count={cartCount} icon={ShoppingBag} />
          <HeaderAccount className="max-md:hidden" />
        </div>
      </Container>
      {searchOpen && (
        <Suspense fallback={searchRowPlaceholder}>
          <SearchBar onClose={closeSearch} />
        </Suspense>
      )}
    </header>
  );
}
