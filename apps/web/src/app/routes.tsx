/**
 * The storefront's routes (spec section 2), built from the shared route table so the server knows
 * every page this app shows. Every page is a lazy chunk. The browser builds them once over its
 * query client; the server builds them per request over that request's client.
 */
import { GIFT_CARD_PRODUCT_SLUG, STOREFRONT_ROUTES, type StorefrontRouteId } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { blogQueryOptions } from '../features/blog/api/get-blog';
import { blogsQueryOptions } from '../features/blog/api/get-blogs';
import { giftCardOptionsQuery } from '../features/catalog/api/get-gift-card-options';
import { productQueryOptions } from '../features/catalog/api/get-product';
import { productPageQueryOptions } from '../features/catalog/api/get-product-page';
import {
  parseCategory,
  parsePage,
  parseSort,
} from '../features/catalog/hooks/use-product-list-params';
import { featuredProductsQueryOptions } from '../features/home/api/get-featured-products';
import { ratesQuery } from '../lib/rates';
import { shippingRatesQuery } from '../lib/shipping-rates';
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
  newsletter: () => import('../features/newsletter/newsletter-page'),
  terms: () => import('../features/content/terms-page'),
  privacy: () => import('../features/content/privacy-page'),
  shipping: () => import('../features/content/shipping-page'),
  returns: () => import('../features/content/returns-page'),
  blog: () => import('../features/blog/blog-page'),
  blogPost: () => import('../features/blog/blog-post-page'),
  checkout: () => import('../features/checkout/checkout-page'),
  findOrder: () => import('../features/orders/find-order-page'),
  codConfirm: () => import('../features/orders/cod-confirm-page'),
  order: () => import('../features/orders/order-confirmation-page'),
  claimOrders: () => import('../features/orders/claim-orders-page'),
  giftCardBalance: () => import('../features/gift-cards/gift-card-balance-page'),
  admin: () => import('../features/admin/admin-app'),
} satisfies Record<StorefrontRouteId, () => Promise<PageModule>>;

type Start = (
  client: QueryClient,
  url: URL,
  params: LoaderFunctionArgs['params'],
  request: Request,
) => Promise<unknown> | undefined;

/**
 * Starts a page's data fetches alongside its code. In the browser they never block navigation;
 * on the server the render waits for them, so the HTML carries the page's data.
 */
const prefetch =
  (start: Start) =>
  (client: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const pending = Promise.allSettled([
      client.prefetchQuery(ratesQuery),
      start(client, new URL(request.url), params, request),
    ]);
    if (import.meta.env.SSR) await pending;
    return null;
  };

const LOADERS: Partial<Record<StorefrontRouteId, ReturnType<typeof prefetch>>> = {
  home: prefetch((client) => client.prefetchQuery(featuredProductsQueryOptions())),
  products: prefetch((client, url) => {
    const category = parseCategory(url.searchParams.get('category'));
    if (category === 'unknown') return undefined;
    return client.prefetchQuery(
      productPageQueryOptions({
        category: category === 'all' ? undefined : category,
        sort: parseSort(url.searchParams.get('sort')),
        page: parsePage(url.searchParams.get('page')),
      }),
    );
  }),
  product: prefetch((client, _url, params) =>
    params.id
      ? Promise.all([
          // The gift card's page also asks whether it may offer an amount of one's own.
          client
            .prefetchQuery(productQueryOptions(params.id))
            .then(() =>
              client.getQueryData(productQueryOptions(params.id!).queryKey)?.slug ===
              GIFT_CARD_PRODUCT_SLUG
                ? client.prefetchQuery(giftCardOptionsQuery)
                : undefined,
            ),
          // The delivery estimate beside Add to Cart reads the rate table.
          client.prefetchQuery(shippingRatesQuery),
        ])
      : undefined,
  ),
  // Imported on demand: the search parameters module carries zod, kept out of the first load.
  search: prefetch((client, url, _params, request) =>
    import('../features/search/api/prefetch-search').then((m) =>
      m.prefetchSearch(client, url, request),
    ),
  ),
  shipping: prefetch((client) => client.prefetchQuery(shippingRatesQuery)),
  blog: prefetch((client) => client.prefetchQuery(blogsQueryOptions())),
  blogPost: prefetch((client, _url, params) =>
    params.slug ? client.prefetchQuery(blogQueryOptions(params.slug)) : undefined,
  ),
};

/**
 * The pages whose forms work before the scripts run (the table's `forms`): the server runs these
 * actions for a posted form (apps/api/src/plugins/web.ts). Loaded on demand, like the pages.
 */
const ACTIONS: Partial<Record<StorefrontRouteId, ActionFunction>> = {
  contact: async (args) => (await import('../features/contact/contact-action')).contactAction(args),
  newsletter: async (args) =>
    (await import('../features/newsletter/newsletter-action')).newsletterAction(args),
  product: async (args) =>
    (await import('../features/catalog/add-to-cart-action')).addToCartAction(args),
};

const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

/** A table path as React Router writes it below the root ('/products/:id' -> 'products/:id'). */
const pathOf = (id: StorefrontRouteId) => STOREFRONT_ROUTES[id].path.slice(1);

function pageRoute(id: StorefrontRouteId, client: QueryClient): RouteObject {
  const route = { loader: LOADERS[id]?.(client), action: ACTIONS[id], lazy: page(PAGES[id]) };
  return id === 'home' ? { index: true, ...route } : { path: pathOf(id), ...route };
}

const SHOP_PAGES = (Object.keys(STOREFRONT_ROUTES) as StorefrontRouteId[]).filter(
  (id) => id !== 'admin',
);

export const createRoutes = (client: QueryClient): RouteObject[] => [
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
          ...SHOP_PAGES.map((id) => pageRoute(id, client)),
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
