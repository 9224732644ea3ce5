import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAs, setSignedInHint, stubAdminApi } from '../testing/stub-admin-api';
import { AdminGuard, NOT_OWNER_MESSAGE } from './admin-guard';

afterEach(() => {
  vi.unstubAllGlobals();
  setSignedInHint(false);
});

// The guard only on /admin (a guard mounted on every path would guard the login page too).
function renderGuard() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/*',
        element: (
          <AdminGuard>
            <h1>Back office</h1>
          </AdminGuard>
        ),
      },
      { path: '/login', element: <h1>Log in</h1> },
    ],
    { initialEntries: ['/admin'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

describe('AdminGuard', () => {
  it('sends a signed-out visitor to the login page, coming back to /admin', async () => {
    const { calls } = stubAdminApi({});
    const { router } = renderGuard();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin');
    expect(screen.queryByRole('heading', { name: 'Back office' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('tells a signed-in shopper this page needs an owner account', async () => {
    setSignedInHint(true);
    stubAdminApi(sessionAs('customer'));
    const { router } = renderGuard();
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_OWNER_MESSAGE);
    expect(NOT_OWNER_MESSAGE).toBe('You need an owner account to see this page.');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Back office' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('has an owner without an authenticator app set one up, then shows the recovery codes once', async () => {
    setSignedInHint(true);
    let passed = false;
    const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);
    const { callsTo } = stubAdminApi({
      ...sessionAs('admin', { enrolled: false, passed: false }),
      'GET /api/auth/two-step': () => ({
        body: { success: true, enrolled: passed, passed },
      }),
      'POST /api/auth/two-step/setup': () => ({
        body: {
          success: true,
          secret: 'JBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/x',
          qrSvg: '<svg/>',
        },
      }),
      'POST /api/auth/two-step/enable': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? ((passed = true), { body: { success: true, token: 't', recoveryCodes: codes } })
          : {
              status: 401,
              body: {
                success: false,
                message: 'That code is not right, or was already used. Try the next one.',
              },
            },
    });
    renderGuard();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Back office' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the QR code' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Set-up key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const field = screen.getByLabelText('6-digit code from the app');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(
      await screen.findByText('That code is not right, or was already used. Try the next one.'),
    ).toBeVisible();
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: /open the back office/ }));
    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeVisible();
    expect(callsTo('POST', '/api/auth/two-step/enable')).toHaveLength(2);
  });

  it('asks an enrolled owner for a code, or a recovery code, before the back office', async () => {
    setSignedInHint(true);
    let passed = false;
    const { callsTo } = stubAdminApi({
      ...sessionAs('admin'),
      'GET /api/auth/two-step': () => ({ body: { success: true, enrolled: true, passed } }),
      'POST /api/auth/two-step/verify': () => (
        (passed = true),
        { body: { success: true, token: 't' } }
      ),
    });
    renderGuard();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-jk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeVisible();
    expect(callsTo('POST', '/api/auth/two-step/verify')[0]!.body).toEqual({
      recoveryCode: 'abcd-efgh-jk',
    });
  });

  it('lets the owner in', async () => {
    setSignedInHint(true);
    stubAdminApi(sessionAs('admin'));
    renderGuard();
    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeVisible();
    expect(screen.queryByText(NOT_OWNER_MESSAGE)).not.toBeInTheDocument();
  });
});
