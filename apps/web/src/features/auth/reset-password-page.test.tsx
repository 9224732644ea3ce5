import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, stubApi, type ApiReply } from '../../components/product/testing/stub-api';
import { bodyOf, renderAuthRoute } from './testing/render-auth-route';

const LINK = '/reset-password?token=tok123&email=asha%40example.com';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('says the token is missing without calling the server', () => {
    const { fetchMock } = stubApi({});
    renderAuthRoute('/reset-password?email=asha%40example.com');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid or missing reset token. Please request a new password reset link.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it("validates the link, then shows the invalid state with 'Request New Link'", async () => {
    const check = deferred<ApiReply<'/api/users/verify-reset-token'>>();
    stubApi({ '/api/users/verify-reset-token': () => check.promise });
    renderAuthRoute(LINK);

    expect(screen.getByRole('status')).toHaveTextContent('Validating your reset link...');
    check.resolve({ status: 400, body: { success: false, message: 'Invalid token' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(document.title).toBe('Reset Password | Mindful Marks');
  });

  it('hints a mismatch live and refuses a weak password', async () => {
    stubApi({ '/api/users/verify-reset-token': () => ({ body: { success: true } }) });
    const { user } = renderAuthRoute(LINK);
    const password = await screen.findByLabelText('New Password');

    await user.type(password, 'abc');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abd');
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please use a stronger password.')).toBeInTheDocument();
  });

  it('sets the password, says so, and goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = stubApi({
      '/api/users/verify-reset-token': () => ({ body: { success: true } }),
      '/api/users/reset-password': () => ({
        body: { success: true, message: 'Your password has been reset. Please log in.' },
      }),
    });
    const { user, router } = renderAuthRoute(LINK, { fakeTimers: true });
    await user.type(await screen.findByLabelText('New Password'), 'Calm-Mind9');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Calm-Mind9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(
      await screen.findByText('Your password has been reset. Please log in.'),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/users/reset-password')).toEqual({
      email: 'asha@example.com',
      token: 'tok123',
      password: 'Calm-Mind9',
    });
    act(() => vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe('/reset-password');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the server message when setting the password fails', async () => {
    stubApi({
      '/api/users/verify-reset-token': () => ({ body: { success: true } }),
      '/api/users/reset-password': () => ({
        status: 400,
        body: { success: false, message: 'This password reset link is invalid or has expired.' },
      }),
    });
    const { user } = renderAuthRoute(LINK);
    await user.type(await screen.findByLabelText('New Password'), 'Calm-Mind9');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Calm-Mind9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
  });
});
