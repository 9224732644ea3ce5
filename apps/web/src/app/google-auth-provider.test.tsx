import type { ApiReplyBody } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGoogleAuthReady } from '../lib/google-auth';
import { GoogleAuthProvider } from './google-auth-provider';

function Probe() {
  return <p>{useGoogleAuthReady() ? 'google ready' : 'no google'}</p>;
}

function renderWithConfig(googleClientId: string | null) {
  const config: ApiReplyBody<'GET /api/config'> = {
    success: true,
    googleClientId,
    paymentGateway: 'sandbox',
    razorpayKeyId: null,
    mode: 'test',
  };
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(config))));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GoogleAuthProvider>
        <Probe />
      </GoogleAuthProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('GoogleAuthProvider', () => {
  it('renders the app at once and adds the Google context when a client id is configured', async () => {
    renderWithConfig('client-123.apps.googleusercontent.com');
    expect(screen.getByText('no google')).toBeInTheDocument();
    expect(await screen.findByText('google ready')).toBeInTheDocument();
  });

  it('stays without the Google context when no client id is configured', async () => {
    renderWithConfig(null);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/config', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('no google')).toBeInTheDocument();
  });
});
