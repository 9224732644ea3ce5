import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../components/product/testing/stub-api';
import { GoogleAuthReadyContext } from '../../../lib/google-auth';
import { renderWithRouter } from '../../../test/render-with-router';
import { bodyOf } from '../testing/render-auth-route';
import { GoogleSignInButton } from './google-sign-in-button';

// Google's button is a third-party iframe; this stand-in hands over a credential like it does.
vi.mock('@react-oauth/google', () => ({
  GoogleLogin: ({ onSuccess }: { onSuccess: (response: { credential?: string }) => void }) => (
    <button type="button" onClick={() => onSuccess({ credential: 'google-id-token' })}>
      Sign in with Google
    </button>
  ),
}));

const renderButton = (ready: boolean) =>
  renderWithRouter(
    <GoogleAuthReadyContext.Provider value={ready}>
      <GoogleSignInButton redirectTo="/profile" />
    </GoogleAuthReadyContext.Provider>,
    { path: '/login' },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GoogleSignInButton', () => {
  it('renders nothing without a Google client id', () => {
    stubApi({});
    renderButton(false);
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('posts the credential and goes on once signed in', async () => {
    const { fetchMock } = stubApi({
      '/api/provider/google': () => ({ body: { success: true, token: 't' } }),
    });
    const { user, router } = renderButton(true);
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(bodyOf(fetchMock, '/api/provider/google')).toEqual({ token: 'google-id-token' });
  });

  it('says so when the server refuses the credential', async () => {
    stubApi({
      '/api/provider/google': () => ({
        status: 401,
        body: { success: false, message: 'Invalid token' },
      }),
    });
    const { user, router } = renderButton(true);
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('Google sign-in failed. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
