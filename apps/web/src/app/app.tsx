import { TIMINGS } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { announceAppReady } from '../lib/app-ready';
import { GoogleAuthProvider } from './google-auth-provider';

/** What every page sits in, in the browser and on the server: data, sign-in and the toasts. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <GoogleAuthProvider>{children}</GoogleAuthProvider>
      <InteractiveMark />
      {/* Below the sticky header (4.5rem, 4rem on phones): a toast never covers the cart or
          wishlist links a shopper reaches for next. */}
      <Toaster
        position="top-right"
        offset={{ top: 88, right: 16 }}
        mobileOffset={{ top: 72 }}
        richColors
        closeButton
        duration={TIMINGS.toastMs}
      />
    </QueryClientProvider>
  );
}

/**
 * Marks the document once the page answers input (after hydration, or the first render of a page
 * the server did not draw): `<html data-interactive>`, and the clicks kept before then on controls
 * that need the app are replayed (../lib/app-ready.ts).
 */
function InteractiveMark() {
  useEffect(() => {
    announceAppReady();
  }, []);
  return null;
}
