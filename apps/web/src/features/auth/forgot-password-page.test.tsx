import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { foreignReply, stubApi, type ApiReply } from '../../components/product/testing/stub-api';
import { bodyOf, renderAuthRoute } from './testing/render-auth-route';

const SENT = { body: { success: true, message: 'If an account exists, we sent a code.' } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', () => {
  it("validates the e-mail and shows the server's error or the fallback", async () => {
    let reply: ApiReply<'/api/users/forget-password'> = {
      status: 429,
      body: { success: false, message: 'Too many requests. Please try again later.' },
    };
    stubApi({ '/api/users/forget-password': () => reply });
    const { user } = renderAuthRoute('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email Address'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email Address'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );

    reply = foreignReply(500, {});
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to send reset instructions'),
    );
  });

  it("becomes 'Check Your Email', then resets the password with the 6-digit code", async () => {
    const { fetchMock } = stubApi({
      '/api/users/forget-password': () => SENT,
      '/api/users/forget-password-otp-verify': () => ({ body: { success: true } }),
      '/api/users/new-password': () => ({
        body: { success: true, message: 'Your password has been reset. Please log in.' },
      }),
    });
    const { user, router } = renderAuthRoute('/forgot-password');
    await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/6-digit code and a link/)).toBeInTheDocument();
    expect(document.title).toBe('Check Your Email | Mindful Marks');

    await user.click(screen.getByRole('button', { name: 'Have a code?' }));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(bodyOf(fetchMock, '/api/users/forget-password-otp-verify')).toEqual({
      email: 'asha@example.com',
      otpCode: '123456',
    });

    await user.type(await screen.findByLabelText('New Password'), 'Calm-Mind9');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Calm-Mind9');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodyOf(fetchMock, '/api/users/new-password')).toEqual({
      email: 'asha@example.com',
      otpCode: '123456',
      password: 'Calm-Mind9',
    });
  });

  it('shows why a code was refused', async () => {
    const refused = 'This code is invalid or has expired. Please request a new one.';
    stubApi({
      '/api/users/forget-password': () => SENT,
      '/api/users/forget-password-otp-verify': () => ({
        status: 400,
        body: { success: false, message: refused },
      }),
    });
    const { user } = renderAuthRoute('/forgot-password');
    await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    await user.click(await screen.findByRole('button', { name: 'Have a code?' }));
    await user.type(screen.getByLabelText('6-digit code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '9');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
  });
});
