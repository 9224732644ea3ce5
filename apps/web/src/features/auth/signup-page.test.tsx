import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { foreignReply, stubApi, type ApiRoutes } from '../../components/product/testing/stub-api';
import { buildUser } from '../../test/build-user';
import { bodyOf, renderAuthRoute, setSessionHint } from './testing/render-auth-route';

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionHint(false);
});

async function fillForm(user: ReturnType<typeof renderAuthRoute>['user'], confirm = 'secret1') {
  await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Phone Number'), '9876543210');
  await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('SignupPage', () => {
  it("shows the spec's messages for empty fields, a short password, a mismatch and missing consent", async () => {
    stubApi({});
    const { user } = renderAuthRoute('/signup');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'Name is required',
      'number is required',
      'Email is required',
      'Password is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirm Password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).toHaveAccessibleDescription(
      'You must agree to the terms and conditions',
    );
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('shows the server message when the e-mail is taken', async () => {
    const message = 'An account with this email already exists. Please log in instead.';
    stubApi({ '/api/users/register': () => ({ status: 409, body: { success: false, message } }) });
    const { user } = renderAuthRoute('/signup');
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("falls back to 'Failed to create account' when the server gives no reason", async () => {
    // A proxy's error page, not our API: no reason to show.
    stubApi({ '/api/users/register': () => foreignReply(503, {}) });
    const { user } = renderAuthRoute('/signup');
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create account');
  });

  it('registers without the confirmation fields, signs in and goes home with a toast', async () => {
    const { fetchMock } = stubApi(registered());
    const { user, router } = renderAuthRoute('/signup');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(REGISTERED)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/users/register')).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      number: '9876543210',
      password: 'secret1',
    });
  });

  it('keeps the destination from "Login to Checkout": log in link and arrival at /checkout', async () => {
    stubApi(registered());
    const { user, router } = renderAuthRoute('/signup?redirect=%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout',
    );
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it.each(['https://evil.test/x', '//evil.test', '/\\evil.test', '/\n/evil.test'])(
    'never follows the foreign target %j after sign-up',
    async (target) => {
      stubApi(registered());
      const { user, router } = renderAuthRoute(`/signup?redirect=${encodeURIComponent(target)}`);
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
      await fillForm(user);
      await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );
});

const REGISTERED = 'Account created successfully. You are now signed in.';

/** The API's answer to a sign-up: the cookie is set and the user comes back, as from login. */
function registered(): ApiRoutes {
  const user = buildUser({ name: 'Asha Rao', number: '9876543210' });
  return {
    '/api/users/register': () => {
      setSessionHint(true);
      return { status: 201, body: { success: true, message: REGISTERED, token: 't', user } };
    },
    '/api/users/fetch': () => ({ body: { success: true, user } }),
  };
}
