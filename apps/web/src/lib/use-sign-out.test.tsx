import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../components/product/testing/stub-api';
import { sessionQuery } from './session';
import { SIGN_OUT_FAILED, SIGNED_OUT, useSignOut } from './use-sign-out';

function SignOutButton({ replace }: { replace?: boolean }) {
  const { signOut, isPending } = useSignOut({ replace });
  return (
    <button type="button" disabled={isPending} onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

/** The button lives on /admin only, so it unmounts as soon as sign-out goes home. */
function renderAt(replace?: boolean) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(sessionQuery.queryKey, { name: 'Asha' } as never);
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/admin', element: <SignOutButton replace={replace} /> },
    ],
    { initialEntries: ['/', '/admin'], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('useSignOut', () => {
  it('goes home, ends the session and says so even though the caller is gone', async () => {
    const { callsTo } = stubApi({ '/api/users/logout': () => ({ body: { success: true } }) });
    const { router, queryClient, user } = renderAt(true);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText(SIGNED_OUT)).toBeInTheDocument();
    expect(callsTo('/api/users/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toBeNull();
    // replace: the guarded page left behind is not one step back.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the page in history without replace, and says when the server could not be reached', async () => {
    stubApi({
      '/api/users/logout': () => ({ status: 503, body: { success: false, message: 'x' } }),
    });
    const { router, user } = renderAt();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText(SIGN_OUT_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('PUSH');
  });
});
