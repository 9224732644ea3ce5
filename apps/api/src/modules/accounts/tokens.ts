/**
 * Access tokens: HS256 JWTs carrying the user id, the user's token version (bumped to sign out
 * everywhere) and a token id (`jti`, listed in revoked_tokens when that one session signs out).
 */
import { jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { isUuid } from '../../lib/ids';

export const PASSWORD_LOGIN_TTL_S = 7 * 24 * 60 * 60;
export const PROVIDER_LOGIN_TTL_S = 60 * 60;
/** An owner's session lasts 12 hours at most, whatever the login asked for (issue 17). */
export const ADMIN_SESSION_MAX_S = 12 * 60 * 60;
const ISSUER = 'mindful-marks';

/** `mfa`: the owner passed the second step (TOTP or a recovery code) in this session. */
export type TokenClaims = { userId: string; version: number; mfa?: boolean };
/** A verified token: its claims, its id (null on tokens from before ids) and when it expires. */
export type VerifiedToken = TokenClaims & { jti: string | null; expiresAt: Date; mfa: boolean };

/** How long a session of this role may last when the login asks for `requested` seconds. */
export const sessionSeconds = (role: 'customer' | 'admin', requested: number) =>
  role === 'admin' ? Math.min(requested, ADMIN_SESSION_MAX_S) : requested;

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TokenClaims, ttlSeconds: number): Promise<string> {
      return new SignJWT({ ver: claims.version, ...(claims.mfa && { mfa: true }) })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(randomUUID())
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** Returns the claims, or null for any invalid, expired or foreign token. */
    async verify(token: string): Promise<VerifiedToken | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        // A token signed with our secret but naming no possible user (a leaked secret, a token
        // from another shop) is as foreign as a forged one: the user query would fail on it.
        if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) return null;
        if (typeof payload.ver !== 'number' || !Number.isSafeInteger(payload.ver)) return null;
        return {
          userId: payload.sub,
          version: payload.ver,
          jti: typeof payload.jti === 'string' && isUuid(payload.jti) ? payload.jti : null,
          expiresAt: new Date((payload.exp ?? 0) * 1000),
          mfa: payload.mfa === true,
        };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
