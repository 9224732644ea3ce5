/** Access tokens: HS256 JWTs carrying the user id and the user's token version. */
import { jwtVerify, SignJWT } from 'jose';
import { isUuid } from '../../lib/ids';

export const PASSWORD_LOGIN_TTL_S = 7 * 24 * 60 * 60;
export const PROVIDER_LOGIN_TTL_S = 60 * 60;
const ISSUER = 'mindful-marks';

export type TokenClaims = { userId: string; version: number };

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TokenClaims, ttlSeconds: number): Promise<string> {
      return new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** Returns the claims, or null for any invalid, expired or foreign token. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        // A token signed with our secret but naming no possible user (a leaked secret, a token
        // from another shop) is as foreign as a forged one: the user query would fail on it.
        if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) return null;
        if (typeof payload.ver !== 'number' || !Number.isSafeInteger(payload.ver)) return null;
        return { userId: payload.sub, version: payload.ver };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
