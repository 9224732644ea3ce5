/** The storefront's browser router, over the routes of ./routes (built from the shared table). */
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { hydrateAllOnFirstNavigation } from '../components/hydration-gates';
import { queryClient } from '../lib/query-client';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { createRoutes } from './routes';

const routes = createRoutes(queryClient);

/**
 * The router for this page. Over server-rendered HTML, the current page's lazy code is loaded
 * first, so the first render is the page the server drew (not a fallback) and hydrates as is,
 * with the server's loader data (the loaders do not run again). Matching the routes and creating
 * the router each start a task of their own: with the app's evaluation before them and the
 * page's after, one task held the main thread for all of it on a phone.
 */
export async function createRouter(hydrationData: HydrationState | null) {
  await yieldToBrowser();
  if (hydrationData) {
    const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
    await Promise.all(
      lazy.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<object>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
    await yieldToBrowser();
  }
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  hydrateAllOnFirstNavigation(router);
  return router;
}
