import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { TIMINGS } from '@shop/shared';
import { GoogleAuthProvider } from './google-auth-provider';
import { queryClient } from '../lib/query-client';
import { router } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <GoogleAuthProvider>
        <RouterProvider router={router} />
      </GoogleAuthProvider>
      <Toaster position="top-right" richColors closeButton duration={TIMINGS.toastMs} />
    </QueryClientProvider>
  );
}
