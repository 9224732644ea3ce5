/**
 * Authentication: the token comes from the httpOnly cookie `user_access_token` or the
 * `auth-token` header. Cookie-authenticated unsafe requests must come from our own origin (CSRF).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SECOND_STEP_REQUIRED } from '@shop/shared';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';

/** What the plugin needs from the accounts module's tokens (plugins sit below the modules). */
type TokenVerifier = {
  verify(token: string): Promise<{
    userId: string;
    version: number;
    jti: string | null;
    expiresAt: Date;
    mfa: boolean;
  } | null>;
};

export const AUTH_COOKIE = 'user_access_token';
export const AUTH_HEADER = 'auth-token';
/** Readable by scripts, holds no secret: tells the storefront a session may exist, so signed-out
 * visitors never make a failing /fetch call. */
export const SESSION_HINT_COOKIE = 'signed_in';

/** `mfa`: this session passed the owner's second step (TOTP or a recovery code). */
export type AuthUser = { id: string; role: 'customer' | 'admin'; mfa: boolean };

export type AuthPluginOptions = {
  tokens: TokenVerifier;
  /**
   * Loads the user and checks the token: null when the account is gone, the version is old (signed
   * out everywhere) or this token was signed out.
   */
  loadUser: (
    id: string,
    version: number,
    jti: string | null,
  ) => Promise<Omit<AuthUser, 'mfa'> | null>;
  publicUrl: string;
  secureCookies: boolean;
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (!origin) return false;
  const host = request.headers.host;
  return (
    origin === new URL(publicUrl).origin || (host !== undefined && new URL(origin).host === host)
  );
}

/** The token from the `auth-token` header, else from the cookie. */
function readToken(request: FastifyRequest): { token?: string; fromHeader: boolean } {
  const header = request.headers[AUTH_HEADER];
  if (typeof header === 'string' && header.length > 0) return { token: header, fromHeader: true };
  return { token: request.cookies[AUTH_COOKIE], fromHeader: false };
}

export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('authUser', undefined);

  /** The request's token, signed in or not (Logout revokes whatever it was given). */
  app.decorate('tokenOf', (request: FastifyRequest) => readToken(request).token);

  app.decorate('cookieOptions', (maxAgeSeconds?: number) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    ...(maxAgeSeconds !== undefined && { maxAge: maxAgeSeconds }),
  }));

  /** Resolves the caller once per request; throws 401 when not signed in. */
  app.decorate('requireUser', async (request: FastifyRequest): Promise<AuthUser> => {
    if (request.authUser) return request.authUser;
    const { token, fromHeader } = readToken(request);
    if (!token) throw new UnauthorizedError();
    if (!fromHeader && UNSAFE.has(request.method) && !isSameOrigin(request, options.publicUrl)) {
      throw new ForbiddenError('Cross-site request refused');
    }
    const claims = await options.tokens.verify(token);
    const found = claims && (await options.loadUser(claims.userId, claims.version, claims.jti));
    if (!found) throw new UnauthorizedError('Your session has expired. Please log in again.');
    const user = { ...found, mfa: claims.mfa };
    request.authUser = user;
    return user;
  });

  /**
   * The caller if the request carries a valid session, else undefined (no token, or one that is
   * invalid, expired or signed out): for pages anyone may read that say more to their author. Any
   * other failure, a database outage above all, propagates instead of passing as a visitor.
   */
  app.decorate('optionalUser', async (request: FastifyRequest): Promise<AuthUser | undefined> => {
    if (!readToken(request).token) return undefined;
    try {
      return await app.requireUser(request);
    } catch (err) {
      if (err instanceof UnauthorizedError) return undefined;
      throw err;
    }
  });

  /**
   * The owner, past the second step: a password alone opens no owner-only route (issue 17). Every
   * module's owner-only route uses it, as `onRequest: app.requireOwner` or called in the handler.
   */
  app.decorate('requireOwner', async (request: FastifyRequest): Promise<AuthUser> => {
    const user = await app.requireUser(request);
    if (user.role !== 'admin') throw new ForbiddenError('Only the shop owner can do this');
    if (!user.mfa) throw new UnauthorizedError(SECOND_STEP_REQUIRED);
    return user;
  });

  app.decorate('setAuthCookie', (reply: FastifyReply, token: string, maxAgeSeconds?: number) => {
    reply.setCookie(AUTH_COOKIE, token, app.cookieOptions(maxAgeSeconds));
    reply.setCookie(SESSION_HINT_COOKIE, '1', {
      ...app.cookieOptions(maxAgeSeconds),
      httpOnly: false,
    });
  });
  app.decorate('clearAuthCookie', (reply: FastifyReply) => {
    reply.clearCookie(AUTH_COOKIE, app.cookieOptions());
    reply.clearCookie(SESSION_HINT_COOKIE, { ...app.cookieOptions(), httpOnly: false });
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<AuthUser>;
    requireOwner: (request: FastifyRequest) => Promise<AuthUser>;
    optionalUser: (request: FastifyRequest) => Promise<AuthUser | undefined>;
    tokenOf: (request: FastifyRequest) => string | undefined;
    setAuthCookie: (reply: FastifyReply, token: string, maxAgeSeconds?: number) => void;
    clearAuthCookie: (reply: FastifyReply) => void;
    cookieOptions: (maxAgeSeconds?: number) => {
      path: string;
      httpOnly: boolean;
      sameSite: 'lax';
      secure: boolean;
      maxAge?: number;
    };
  }
}
