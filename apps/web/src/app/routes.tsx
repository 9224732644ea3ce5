/**
 * The storefront's routes (spec section 2), built from the shared route table so the server knows
 * every page this app shows. Every page is a lazy chunk.
 */
import { STOREFRONT_ROUTES, type StorefrontRouteId } from '@shop/shared';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { blogQueryOptions } from '../features/blog/api/get-blog';
import { blogsQueryOptions } from '../features/blog/api/get-blogs';
import { productQueryOptions } from '../features/catalog/api/get-product';
import { productsQueryOptions } from '../features/catalog/api/get-products';
import { parseCategory } from '../features/catalog/hooks/use-product-list-params';
import { featuredProductsQueryOptions } from '../features/home/api/get-featured-products';
import { queryClient } from '../lib/query-client';
import { ratesQuery } from '../lib/rates';
import { Layout } from './layout';
import { PageFallback } from './page-fallback';
import { RouteError } from './route-error';

type PageModule = { default: ComponentType };

/** Each page of the table and its module; the type makes a page missing here a compile error. */
export const PAGES = {
  home: () => import('../features/home/home-page'),
  products: () => import('../features/catalog/products-page'),
  product: () => import('../features/catalog/product-page'),
  login: () => import('../features/auth/login-page'),
  signup: () => import('../features/auth/signup-page'),
  forgotPassword: () => import('../features/auth/forgot-password-page'),
  resetPassword: () => import('../features/auth/reset-password-page'),
  profile: () => import('../features/account/profile-page'),
  cart: () => import('../features/cart/cart-page'),
  wishlist: () => import('../features/wishlist/wishlist-page'),
  search: () => import('../features/search/search-page'),
  about: () => import('../features/content/about-page'),
  contact: () => import('../features/contact/contact-page'),
  terms: () => import('../features/content/terms-page'),
  privacy: () => import('../features/content/privacy-page'),
  shipping: () => import('../features/content/shipping-page'),
  returns: () => import('../features/content/returns-page'),
  blog: () => import('../features/blog/blog-page'),
  blogPost: () => import('../features/blog/blog-post-page'),
  checkout: () => import('../features/checkout/checkout-page'),
  order: () => import('../features/orders/order-confirmation-page'),
  admin: () => import('../features/admin/admin-app'),
} satisfies Record<StorefrontRouteId, () => Promise<PageModule>>;

/** Starts a page's data fetch alongside its code instead of after it; never blocks navigation. */
const prefetch =
  (start: (url: URL, params: LoaderFunctionArgs['params']) => void) =>
  ({ request, params }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(ratesQuery);
    start(new URL(request.url), params);
    return null;
  };

const LOADERS: Partial<Record<StorefrontRouteId, ReturnType<typeof prefetch>>> = {
  home: prefetch(() => void queryClient.prefetchQuery(featuredProductsQueryOptions())),
  products: prefetch((url) => {
    const category = parseCategory(url.searchParams.get('category'));
    if (category !== 'unknown')
      void queryClient.prefetchQuery(productsQueryOptions(category === 'all' ? {} : { category }));
  }),
  product: prefetch(
    (_url, params) => void (params.id && queryClient.prefetchQuery(productQueryOptions(params.id))),
  ),
  // Imported on demand: the search parameters module carries zod, kept out of the first load.
  search: prefetch(
    (url) =>
      void import('../features/search/api/prefetch-search').then((m) =>
        m.prefetchSearch(queryClient, url),
      ),
  ),
  blog: prefetch(() => void queryClient.prefetchQuery(blogsQueryOptions())),
  blogPost: prefetch(
    (_url, params) =>
      void (params.slug && queryClient.prefetchQuery(blogQueryOptions(params.slug))),
  ),
};

const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

/** A table path as React Router writes it below the root ('/products/:id' -> 'products/:id'). */
const pathOf = (id: StorefrontRouteId) => STOREFRONT_ROUTES[id].path.slice(1);

function pageRoute(id: StorefrontRouteId): RouteObject {
  const route = { loader: LOADERS[id], lazy: page(PAGES[id]) };
  return id === 'home' ? { index: true, ...route } : { path: pathOf(id), ...route };
}

const SHOP_PAGES = (Object.keys(STOREFRONT_ROUTES) as StorefrontRouteId[]).filter(
  (id) => id !== 'admin',
);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        // A failing page renders its error inside the layout, so header and footer stay usable;
        // while the first page's code loads, the layout already shows around a placeholder.
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageFallback />,
        children: [
          ...SHOP_PAGES.map(pageRoute),
          { path: '*', lazy: page(() => import('./not-found-page')) },
        ],
      },
    ],
  },
  // The owner's back office: its own frame (no shop header or footer) in a lazy chunk.
  {
    path: pathOf('admin'),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageFallback />,
    lazy: page(PAGES.admin),
  },
];
