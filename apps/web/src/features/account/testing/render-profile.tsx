/** Renders /profile with its real page, a fresh query client, and a signed-in shopper fixture. */
import type { PublicUser } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import ProfilePage from '../profile-page';

/** The JSON body of the first call to `pathname` through the stubbed fetch. */
export function bodyOf(fetchMock: { mock: { calls: unknown[][] } }, pathname: string): unknown {
  const init = fetchMock.mock.calls.find(([input]) => String(input) === pathname)?.[1] as
    RequestInit | undefined;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

export const asha: PublicUser = {
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  number: '9876543210',
  gender: 'Rao',
  shippingAddress: {
    street: '12 Lake Road',
    city: 'Hyderabad',
    state: 'Telangana',
    zipCode: '500034',
    country: '',
  },
  profile: null,
  isLoginFromProvider: false,
  role: 'customer',
};

export function renderProfile(path = '/profile') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}
