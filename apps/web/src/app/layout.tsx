import { Outlet } from 'react-router';
import { HydrateLater } from '../components/hydrate-later';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { ScrollToTop } from './scroll-to-top';
import { MAIN_ID, SkipLink } from './skip-link';
import { useStoreLoadToasts } from './use-store-load-toasts';

/** The frame of every page: skip link, header, the routed page, footer. */
export function Layout() {
  useStoreLoadToasts();
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50 text-stone-900">
      <SkipLink />
      <ScrollToTop />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {/* Below every page: hydrated when the shopper gets near it, not with the page. */}
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </div>
  );
}
