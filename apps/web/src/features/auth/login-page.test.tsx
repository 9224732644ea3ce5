import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { foreignReply, stubApi, type ApiReply } from '../../components/product/testing/stub-api';
import { buildUser } from '../../test/build-user';
import { bodyOf, renderAuthRoute, setSessionHint } from './testing/render-auth-route';

const asha = buildUser({ name: 'Asha Rao', number: '9876543210' });

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionHint(false);
});

describe('LoginPage', () => {
  it("shows the spec's validation messages and ties them to the fields", async () => {
    stubApi({});
    const { user } = renderAuthRoute('/login');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const email = screen.getByLabelText('Email Address');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveFocus();

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(document.title).toBe('Login | Mindful Marks');
  });

  it('shows the server message on a 401, and the fallbacks otherwise', async () => {
    let reply: ApiReply<'/api/users/login'> = {
      status: 401,
      body: { success: false, message: 'Invalid email or password' },
    };
    stubApi({ '/api/users/login': () => reply });
    const { user } = renderAuthRoute('/login');
    await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    reply = foreignReply(502, {});
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.'),
    );

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please try again.'),
    );
  });

  it('signs in with Remember me on by default and returns to the requested page', async () => {
    const { fetchMock } = stubApi({
      '/api/users/login': () => {
        setSessionHint(true);
        return { body: { success: true, token: 't', user: asha } };
      },
      '/api/users/fetch': () => ({ body: { success: true, user: asha } }),
    });
    const { user, router } = renderAuthRoute('/login?redirect=%2Fprofile%3Fquery%3Dorders');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    // Switching to sign-up keeps the destination (issue 13).
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fprofile%3Fquery%3Dorders',
    );

    await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?query=orders');
    expect(bodyOf(fetchMock, '/api/users/login')).toEqual({
      email: 'asha@example.com',
      password: 'secret1',
      rememberMe: true,
    });
  });

  it('sends an already signed-in shopper on, but never to another site', async () => {
    setSessionHint(true);
    stubApi({ '/api/users/fetch': () => ({ body: { success: true, user: asha } }) });
    const { router } = renderAuthRoute('/login?redirect=%2F%2Fevil.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each(['https://evil.test/x', '//evil.test', '/\\evil.test', '/\t/evil.test'])(
    'does not carry the foreign target %j over to sign-up',
    (target) => {
      stubApi({});
      renderAuthRoute(`/login?redirect=${encodeURIComponent(target)}`);
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    },
  );

  it('shows no Google button when the shop has no Google client id', () => {
    stubApi({});
    renderAuthRoute('/login');
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });
});
