/** Renders the account pages at a path with their real routes; other paths show where we landed. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import ForgotPasswordPage from '../forgot-password-page';
import LoginPage from '../login-page';
import ResetPasswordPage from '../reset-password-page';
import SignupPage from '../signup-page';

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

type Options = { fakeTimers?: boolean; state?: unknown };

export function renderAuthRoute(path: string, { fakeTimers = false, state }: Options = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '*', element: <Elsewhere /> },
    ],
    {
      initialEntries: [
        {
          pathname: path.split('?')[0],
          search: path.includes('?') ? `?${path.split('?')[1]}` : '',
          state,
        },
      ],
    },
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, user, queryClient };
}

/** The JSON body of the n-th call to `pathname` made through the stubbed fetch. */
export function bodyOf(
  fetchMock: { mock: { calls: unknown[][] } },
  pathname: string,
  index = 0,
): unknown {
  const calls = fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === pathname,
  );
  const init = calls[index]?.[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** What the server's companion cookie does in a browser: tells the app a session may exist. */
export function setSessionHint(on: boolean) {
  document.cookie = on ? 'signed_in=1; path=/' : 'signed_in=; path=/; max-age=0';
}
