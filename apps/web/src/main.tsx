import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { createRouter } from './app/router';
import { queryClient } from './lib/query-client';
import { restoreSsrState } from './lib/ssr-state';
import './index.css';

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
  if (hydrationData) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
