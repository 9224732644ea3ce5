/** Verifies Google ID tokens against Google's published keys (JWKS URL configurable for tests). */
import { createRemoteJWKSet, jwtVerify } from 'jose';

export type GoogleIdentity = { sub: string; email: string; name: string; picture?: string };

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export function createGoogleVerifier(options: { clientId?: string; jwksUrl: string }) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
  });
  return {
    enabled: Boolean(options.clientId),
    /** Returns the identity, or null for any token that is not a valid, verified Google sign-in. */
    async verify(credential: string): Promise<GoogleIdentity | null> {
      if (!options.clientId) return null;
      try {
        const { payload } = await jwtVerify(credential, jwks, {
          issuer: ISSUERS,
          audience: options.clientId,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'email', 'exp'],
        });
        if (
          payload.email_verified !== true ||
          typeof payload.email !== 'string' ||
          typeof payload.sub !== 'string'
        )
          return null;
        const name =
          typeof payload.name === 'string' && payload.name.trim()
            ? payload.name.trim()
            : payload.email.split('@')[0]!;
        const picture = typeof payload.picture === 'string' ? payload.picture : undefined;
        return { sub: payload.sub, email: payload.email.toLowerCase(), name, picture };
      } catch {
        return null;
      }
    },
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
