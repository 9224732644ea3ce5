/**
 * The storefront's pages, written once. The web router builds its routes from this table, and the
 * server derives from it which paths are pages (anything else is served with a 404 status) and
 * which script chunks to preload for them.
 */
import type { CategorySlug } from './constants';

/** The app's module in apps/web, loaded after the first paint by its entry (src/boot.ts). */
export const APP_MODULE = 'src/main.tsx';
/**
 * The `<meta name>` by which the server lists the script chunks a page needs (the app's and the
 * page's); the entry preloads them after the first paint, so they do not compete with the page's
 * styles and main image before it.
 */
export const PAGE_MODULES_META = 'page-modules';

export type StorefrontRoute = {
  /** React Router path: `:name` is one segment, a trailing `/*` is the path and anything below. */
  path: string;

  /**
   * Whether the server renders the page's HTML (the public pages search engines and link
   * previews read); the rest (account, checkout, back office) arrive as the app's shell.
   */
  ssr?: boolean;
  /**
   * Whether the page answers a form posted to it (a route action): its forms work before the
   * scripts run or without them, and the server answers the post with a page or a redirect.
   */
  forms?: boolean;
} & (
  | {
      /** The pages people land on: the served HTML names their chunks for early loading. */
      preload: true;
      /** Their module in apps/web, as Vite's manifest names it (the chunks it preloads). */
      chunk: string;
    }
  // Only those carry a module name: the table ships in the entry chunk, and the other pages'
  // names would be bytes the home page loads and no one reads (its budget is 145 KB gzip).
  | { preload?: never; chunk?: never }
);

export const STOREFRONT_ROUTES = {
  home: { path: '/', chunk: 'src/features/home/home-page.tsx', preload: true, ssr: true },
  products: {
    path: '/products',
    chunk: 'src/features/catalog/products-page.tsx',
    preload: true,
    ssr: true,
  },
  product: {
    path: '/products/:id',
    chunk: 'src/features/catalog/product-page.tsx',
    preload: true,
    ssr: true,
    forms: true,
  },
  login: { path: '/login' },
  signup: { path: '/signup' },
  forgotPassword: { path: '/forgot-password' },
  resetPassword: { path: '/reset-password' },
  profile: { path: '/profile' },
  cart: { path: '/cart', chunk: 'src/features/cart/cart-page.tsx', preload: true },
  wishlist: { path: '/wishlist' },
  search: {
    path: '/search',
    chunk: 'src/features/search/search-page.tsx',
    preload: true,
    ssr: true,
  },
  about: { path: '/about', ssr: true },
  contact: {
    path: '/contact',
    ssr: true,
    forms: true,
  },
  /** Where the footer's sign-up form lands without scripts (with them, it answers in a toast). */
  newsletter: {
    path: '/newsletter',
    ssr: true,
    forms: true,
  },
  terms: { path: '/terms', ssr: true },
  privacy: { path: '/privacy', ssr: true },
  shipping: { path: '/shipping', ssr: true },
  returns: { path: '/returns', ssr: true },
  blog: { path: '/blog', chunk: 'src/features/blog/blog-page.tsx', preload: true, ssr: true },
  blogPost: {
    path: '/blog/:slug',
    chunk: 'src/features/blog/blog-post-page.tsx',
    preload: true,
    ssr: true,
  },
  checkout: { path: '/checkout' },
  // Before `order`, whose pattern would match them too: the first match is the page.
  findOrder: { path: '/orders/find' },
  codConfirm: { path: '/orders/cod/confirm' },
  order: { path: '/orders/:orderNumber' },
  claimOrders: {
    path: '/account/claim-orders',
  },
  giftCardBalance: { path: '/gift-cards/balance' },
  admin: { path: '/admin/*' },
} as const satisfies Record<string, StorefrontRoute>;

export type StorefrontRouteId = keyof typeof STOREFRONT_ROUTES;

/** The product list filtered to one category (DESIGN deviation 9: not /products/journals). */
export const categoryPath = (slug: CategorySlug) =>
  `${STOREFRONT_ROUTES.products.path}?category=${slug}`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's path as a pattern over a URL's pathname; a trailing slash is the same page. */
export function routePattern(path: string): RegExp {
  const splat = path.endsWith('/*');
  const segments = (splat ? path.slice(0, -2) : path).split('/').filter(Boolean);
  const body = segments.map((s) => (s.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(s)}`)).join('');
  if (splat) return new RegExp(`^${body}(?:/.*)?$`);
  return new RegExp(body ? `^${body}/?$` : '^/$');
}

const PATTERNS = (Object.keys(STOREFRONT_ROUTES) as StorefrontRouteId[]).map(
  (id) => [id, routePattern(STOREFRONT_ROUTES[id].path)] as const,
);

/** The page a pathname shows, or null when the storefront has none (its 'Page not found'). */
export function matchStorefrontRoute(pathname: string): StorefrontRouteId | null {
  return PATTERNS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}
