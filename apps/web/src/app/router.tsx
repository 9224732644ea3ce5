/** Routes of the storefront (spec section 2). Every page is a lazy chunk. */
import { createBrowserRouter } from 'react-router';
import { productsQueryOptions } from '../features/catalog/api/get-products';
import { productQueryOptions } from '../features/catalog/api/get-product';
import { blogQueryOptions } from '../features/blog/api/get-blog';
import { blogsQueryOptions } from '../features/blog/api/get-blogs';
import { parseCategory } from '../features/catalog/hooks/use-product-list-params';
import { featuredProductsQueryOptions } from '../features/home/api/get-featured-products';
import { queryClient } from '../lib/query-client';
import { ratesQuery } from '../lib/rates';
import { Layout } from './layout';
import { PageFallback } from './page-fallback';
import { RouteError } from './route-error';

/** Starts a page's data fetch alongside its code instead of after it; never blocks navigation. */
const prefetch = (start: (url: URL, params: Record<string, string | undefined>) => void) => ({ request, params }: { request: Request; params: Record<string, string | undefined> }) => {
  void queryClient.prefetchQuery(ratesQuery);
  start(new URL(request.url), params);
  return null;
};

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
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
          {
            index: true,
            loader: prefetch(() => void queryClient.prefetchQuery(featuredProductsQueryOptions())),
            lazy: page(() => import('../features/home/home-page')),
          },
          {
            path: 'products',
            loader: prefetch((url) => {
              const category = parseCategory(url.searchParams.get('category'));
              if (category !== 'unknown') void queryClient.prefetchQuery(productsQueryOptions(category === 'all' ? {} : { category }));
            }),
            lazy: page(() => import('../features/catalog/products-page')),
          },
          {
            path: 'products/:id',
            loader: prefetch((_url, params) => void (params.id && queryClient.prefetchQuery(productQueryOptions(params.id)))),
            lazy: page(() => import('../features/catalog/product-page')),
          },
          { path: 'login', lazy: page(() => import('../features/auth/login-page')) },
          { path: 'signup', lazy: page(() => import('../features/auth/signup-page')) },
          {
            path: 'forgot-password',
            lazy: page(() => import('../features/auth/forgot-password-page')),
          },
          {
            path: 'reset-password',
            lazy: page(() => import('../features/auth/reset-password-page')),
          },
          { path: 'profile', lazy: page(() => import('../features/account/profile-page')) },
          { path: 'cart', lazy: page(() => import('../features/cart/cart-page')) },
          { path: 'wishlist', lazy: page(() => import('../features/wishlist/wishlist-page')) },
          {
            path: 'search',
            // Imported on demand: the search parameters module carries zod, kept out of the first load.
            loader: prefetch((url) => void import('../features/search/api/prefetch-search').then((m) => m.prefetchSearch(queryClient, url))),
            lazy: page(() => import('../features/search/search-page')),
          },
          { path: 'about', lazy: page(() => import('../features/content/about-page')) },
          { path: 'contact', lazy: page(() => import('../features/contact/contact-page')) },
          { path: 'terms', lazy: page(() => import('../features/content/terms-page')) },
          { path: 'privacy', lazy: page(() => import('../features/content/privacy-page')) },
          { path: 'shipping', lazy: page(() => import('../features/content/shipping-page')) },
          { path: 'returns', lazy: page(() => import('../features/content/returns-page')) },
          {
            path: 'blog',
            loader: prefetch(() => void queryClient.prefetchQuery(blogsQueryOptions())),
            lazy: page(() => import('../features/blog/blog-page')),
          },
          {
            path: 'blog/:slug',
            loader: prefetch((_url, params) => void (params.slug && queryClient.prefetchQuery(blogQueryOptions(params.slug)))),
            lazy: page(() => import('../features/blog/blog-post-page')),
          },
          { path: 'checkout', lazy: page(() => import('../features/checkout/checkout-page')) },
          { path: '*', lazy: page(() => import('./not-found-page')) },
        ],
      },
    ],
  },
  // The owner's back office: its own frame (no shop header or footer) in a lazy chunk.
  {
    path: 'admin/*',
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageFallback />,
    lazy: page(() => import('../features/admin/admin-app')),
  },
]);
