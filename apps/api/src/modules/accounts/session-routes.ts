/** HTTP routes that start and end sessions: register, login, Google sign-in, logout, everywhere. */
import {
  loginResponse,
  loginSchema,
  okResponse,
  registerResponse,
  registerSchema,
  SIGNED_OUT_EVERYWHERE,
  signOutEverywhereResponse,
  tokenResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createGoogleSignIn } from './google-sign-in';
import type { AccountsService } from './service';
import { PASSWORD_LOGIN_TTL_S, PROVIDER_LOGIN_TTL_S } from './tokens';

type Deps = {
  accounts: AccountsService;
  signInWithGoogle: ReturnType<typeof createGoogleSignIn>;
};

const tags = ['accounts'];

export const sessionRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { accounts, signInWithGoogle },
) => {
  const perIp = (name: string, max: number) => app.limit({ name, max, timeWindow: '15 minutes' });

  app.post(
    '/api/users/register',
    {
      schema: { tags, body: registerSchema, response: { 201: registerResponse } },
      preHandler: [perIp('register', 10)],
    },
    async (request, reply) => {
      const { message, token, user } = await accounts.register(request.body);
      // A session cookie, as a login without "Remember me".
      app.setAuthCookie(reply, token);
      return reply.status(201).send({ success: true as const, message, token, user });
    },
  );

  app.post(
    '/api/users/login',
    {
      schema: {
        tags,
        summary: 'Password login; 429 after 10 failed tries per account in 15 minutes, any address',
        body: loginSchema,
        response: { 200: loginResponse },
      },
      // Per address here; per account (in PostgreSQL, every instance) in the service.
      preHandler: [perIp('login', 30)],
    },
    async (request, reply) => {
      const { token, user } = await accounts.login(request.body.email, request.body.password);
      // Without "Remember me" the cookie ends with the browser session.
      app.setAuthCookie(reply, token, request.body.rememberMe ? PASSWORD_LOGIN_TTL_S : undefined);
      return { success: true as const, token, user };
    },
  );

  app.post(
    '/api/provider/google',
    {
      schema: {
        tags,
        body: z.object({ token: z.string().min(1).max(5000) }),
        response: { 200: tokenResponse },
      },
      preHandler: [perIp('google', 30)],
    },
    async (request, reply) => {
      const { token } = await signInWithGoogle(request.body.token);
      app.setAuthCookie(reply, token, PROVIDER_LOGIN_TTL_S);
      return { success: true as const, token };
    },
  );

  app.post(
    '/api/users/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: the token stops working on every instance (revoked server-side)',
        response: { 200: okResponse },
      },
    },
    async (request, reply) => {
      await accounts.logout(app.tokenOf(request));
      app.clearAuthCookie(reply);
      return { success: true as const };
    },
  );

  app.post(
    '/api/users/sign-out-everywhere',
    {
      schema: {
        tags,
        summary: 'Sign out of all devices: every other session ends; this one gets a new token',
        response: { 200: signOutEverywhereResponse },
      },
    },
    async (request, reply) => {
      const { id, mfa } = await app.requireUser(request);
      const { token } = await accounts.signOutEverywhere(id, mfa);
      app.setAuthCookie(reply, token, PASSWORD_LOGIN_TTL_S);
      return { success: true as const, message: SIGNED_OUT_EVERYWHERE, token };
    },
  );
};
