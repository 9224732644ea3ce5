import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { createRouter } from './app/router';
import { queryClient } from './lib/query-client';
import { fetchProductsByIds } from './lib/products-by-ids';
import { restoreSsrState } from './lib/ssr-state';
import { adoptPendingCart } from './stores/adopt-pending-cart';

// A page the server rendered carries its data: hydrate over its HTML. Other pages (account,
// checkout, the back office) arrive as the shell and render here.
const hydrationData = restoreSsrState(queryClient);
void createRouter(hydrationData).then((router) => {
  const app = (
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a click meanwhile is replayed once its part is ready).
  if (hydrationData) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  // The funnel's reporter (record 063): its own chunk, once the browser is idle.
  (window.requestIdleCallback ?? setTimeout)(() =>
    import('./app/analytics/reporter').then((m) => m.startReporter(router)),
  );
});
// Lines added to the cart before the scripts ran (a posted Add to Cart) join the cart now.
adoptPendingCart(fetchProductsByIds).catch((error: unknown) =>
  console.error('Could not add the cart lines kept before the page was ready', error),
);
