import type { PublicUser } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../components/product/testing/stub-api';
import { buildUser } from '../../test/build-user';
import { renderWithRouter } from '../../test/render-with-router';
import { UserMenu } from './user-menu';

const user = (overrides: Partial<PublicUser> = {}) => buildUser({ name: 'Asha Rao', ...overrides });

function signIn(account: ReturnType<typeof user>) {
  document.cookie = 'signed_in=1; path=/';
  return stubApi({
    '/api/users/fetch': () => ({ body: { success: true, user: account } }),
    '/api/users/logout': () => ({ body: { success: true } }),
  });
}

afterEach(() => {
  document.cookie = 'signed_in=; path=/; max-age=0';
  vi.unstubAllGlobals();
});

describe('UserMenu', () => {
  it('renders nothing when signed out', () => {
    stubApi({});
    renderWithRouter(<UserMenu />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a generated initials avatar and the name, e-mail, Profile and Orders', async () => {
    signIn(user());
    const { user: pointer } = renderWithRouter(<UserMenu />);
    const trigger = await screen.findByRole('button', { name: 'Account menu for Asha Rao' });
    await waitFor(() =>
      expect(trigger.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/),
    );

    await pointer.click(trigger);
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile?query=profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/profile?query=orders',
    );
  });

  it("uses the provider's picture for Google sign-ins", async () => {
    const picture = '/proxy-profile-image?url=https%3A%2F%2Flh3.googleusercontent.com%2Fa%2Fx';
    signIn(user({ isLoginFromProvider: true, profile: picture }));
    renderWithRouter(<UserMenu />);
    const trigger = await screen.findByRole('button', { name: 'Account menu for Asha Rao' });
    expect(trigger.querySelector('img')).toHaveAttribute('src', picture);
  });

  it('logs out, goes home and says so', async () => {
    const { callsTo } = signIn(user());
    const { user: pointer, router } = renderWithRouter(<UserMenu />, { path: '/products' });
    await pointer.click(await screen.findByRole('button', { name: 'Account menu for Asha Rao' }));
    await pointer.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    expect(callsTo('/api/users/logout')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });
});
