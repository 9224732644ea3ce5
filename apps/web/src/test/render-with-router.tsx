/** Renders UI inside a memory router and a fresh query client; returns the router to read locations. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';

export function renderWithRouter(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // `ui` stays mounted on every path; the child route shows the current location for assertions.
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {ui}
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <p data-testid="page">page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, user };
}
