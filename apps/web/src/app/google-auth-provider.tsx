/**
 * Wraps the app in Google's sign-in context (spec section 2) once /api/config names a client id.
 * The library is loaded on demand, so shops without Google sign-in never download it, and the
 * first render never waits for the config. Mounting the provider later remounts the tree below
 * it once, early, before a shopper has typed anything.
 */
import type { GoogleOAuthProvider } from '@react-oauth/google';
import { useEffect, useState, type ReactNode } from 'react';
import { useAppConfig } from '../lib/app-config';
import { GoogleAuthReadyContext } from '../lib/google-auth';

type Provider = typeof GoogleOAuthProvider;

export function GoogleAuthProvider({ children }: { children: ReactNode }) {
  const clientId = useAppConfig().data?.googleClientId ?? null;
  const [Provider, setProvider] = useState<Provider | null>(null);

  useEffect(() => {
    if (!clientId || Provider) return;
    let cancelled = false;
    import('@react-oauth/google')
      .then((module) => !cancelled && setProvider(() => module.GoogleOAuthProvider))
      .catch((error: unknown) => console.error('Google sign-in could not be loaded', error));
    return () => {
      cancelled = true;
    };
  }, [clientId, Provider]);

  const ready = clientId !== null && Provider !== null;
  return (
    <GoogleAuthReadyContext.Provider value={ready}>
      {ready ? <Provider clientId={clientId}>{children}</Provider> : children}
    </GoogleAuthReadyContext.Provider>
  );
}
