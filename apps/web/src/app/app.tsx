import { TIMINGS } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { GoogleAuthProvider } from './google-auth-provider';

/** What every page sits in, in the browser and on the server: data, sign-in and the toasts. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <GoogleAuthProvider>{children}</GoogleAuthProvider>
      <Toaster position="top-right" richColors closeButton duration={TIMINGS.toastMs} />
    </QueryClientProvider>
  );
}
