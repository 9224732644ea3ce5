/** The storefront's browser router, over the routes of ./routes (built from the shared table). */
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { queryClient } from '../lib/query-client';
import { createRoutes } from './routes';

const routes = createRoutes(queryClient);

/**
 * The router for this page. Over server-rendered HTML, the current page's lazy code is loaded
 * first, so the first render is the page the server drew (not a fallback) and hydrates as is,
 * with the server's loader data (the loaders do not run again).
 */
export async function createRouter(hydrationData: HydrationState | null) {
  if (hydrationData) {
    const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
    await Promise.all(
      lazy.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<object>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
