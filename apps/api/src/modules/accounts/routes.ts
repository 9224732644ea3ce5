/** HTTP routes of accounts (spec section 7, /api/users and /api/provider). */
import {
  emailSchema,
  errorResponse,
  forgotPasswordSchema,
  loginResponse,
  loginSchema,
  newPasswordSchema,
  okResponse,
  otpCodeSchema,
  profileResponse,
  profileUpdateSchema,
  registerResponse,
  registerSchema,
  SIGNED_OUT_EVERYWHERE,
  signOutEverywhereResponse,
  tokenResponse,
  userResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byBodyEmail } from '../../plugins/rate-limits';
import type { createGoogleSignIn } from './google-sign-in';
import { CODE_INVALID, type PasswordResetService } from './password-reset';
import type { AccountsService } from './service';
import { PASSWORD_LOGIN_TTL_S, PROVIDER_LOGIN_TTL_S } from './tokens';

type Deps = {
  accounts: AccountsService;
  resets: PasswordResetService;
  signInWithGoogle: ReturnType<typeof createGoogleSignIn>;
};

const ok = okResponse;
const tags = ['accounts'];

export const accountsRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { accounts, resets, signInWithGoogle },
) => {
  const perIp = (name: string, max: number) => app.limit({ name, max, timeWindow: '15 minutes' });
  const perEmail = (name: string, max: number) =>
    app.limit({ name: `${name}-email`, max, timeWindow: '15 minutes', key: byBodyEmail });

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
      schema: { tags, body: loginSchema, response: { 200: loginResponse } },
      preHandler: [perIp('login', 30), perEmail('login', 10)],
    },
    async (request, reply) => {
      const { token, user } = await accounts.login(request.body.email, request.body.password);
      // Without "Remember me" the cookie ends with the browser session.
      app.setAuthCookie(reply, token, request.body.rememberMe ? PASSWORD_LOGIN_TTL_S : undefined);
      return { success: true as const, token, user };
    },
  );

  app.post(
    '/api/users/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: the token stops working on every instance (revoked server-side)',
        response: { 200: ok },
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
      return {
        success: true as const,
        message: SIGNED_OUT_EVERYWHERE,
        token,
      };
    },
  );

  app.post(
    '/api/users/fetch',
    { schema: { tags, response: { 200: userResponse } } },
    async (request) => {
      const { id } = await app.requireUser(request);
      return { success: true as const, user: await accounts.getUser(id) };
    },
  );

  app.put(
    '/api/users/edit',
    { schema: { tags, body: profileUpdateSchema, response: { 200: profileResponse } } },
    async (request) => {
      const { id } = await app.requireUser(request);
      const user = await accounts.updateProfile(id, request.body);
      return {
        success: true as const,
        message: 'Your profile has been updated successfully.',
        user,
      };
    },
  );

  // The spec's client also calls this with { email, password, otpCode }: then it sets the password.
  const forgotBody = forgotPasswordSchema.extend({
    otpCode: otpCodeSchema.optional(),
    password: newPasswordSchema.optional(),
  });
  app.post(
    '/api/users/forget-password',
    {
      schema: { tags, body: forgotBody, response: { 200: ok } },
      preHandler: [perIp('forgot', 10), perEmail('forgot', 5)],
    },
    async (request) => {
      const { email, otpCode, password } = request.body;
      if (otpCode && password) {
        await resets.resetWithCode(email, otpCode, password);
        return { success: true as const, message: 'Your password has been reset. Please log in.' };
      }
      return { success: true as const, message: await resets.requestReset(email) };
    },
  );

  const codeBody = z.object({ email: emailSchema, otpCode: otpCodeSchema });
  app.post(
    '/api/users/forget-password-otp-verify',
    {
      schema: { tags, body: codeBody, response: { 200: ok, 400: errorResponse } },
      preHandler: [perIp('otp', 30)],
    },
    async (request, reply) => {
      const valid = await resets.verifyCode(request.body.email, request.body.otpCode);
      return valid
        ? { success: true as const }
        : reply.status(400).send({ success: false, message: CODE_INVALID });
    },
  );

  app.post(
    '/api/users/new-password',
    {
      schema: {
        tags,
        body: codeBody.extend({ password: newPasswordSchema }),
        response: { 200: ok },
      },
      preHandler: [perIp('otp', 30)],
    },
    async (request) => {
      await resets.resetWithCode(request.body.email, request.body.otpCode, request.body.password);
      return { success: true as const, message: 'Your password has been reset. Please log in.' };
    },
  );

  const linkBody = z.object({ email: emailSchema, token: z.string().min(1).max(200) });
  app.post(
    '/api/users/verify-reset-token',
    {
      schema: { tags, body: linkBody, response: { 200: ok, 400: errorResponse } },
      preHandler: [perIp('reset-link', 30)],
    },
    async (request, reply) => {
      const valid = await resets.verifyLink(request.body.email, request.body.token);
      return valid
        ? { success: true as const }
        : reply.status(400).send({
            success: false,
            message: 'This password reset link is invalid or has expired.',
          });
    },
  );

  app.post(
    '/api/users/reset-password',
    {
      schema: {
        tags,
        body: linkBody.extend({ password: newPasswordSchema }),
        response: { 200: ok },
      },
      preHandler: [perIp('reset-link', 30)],
    },
    async (request) => {
      await resets.resetWithLink(request.body.email, request.body.token, request.body.password);
      return { success: true as const, message: 'Your password has been reset. Please log in.' };
    },
  );

  const changeBody = z.object({
    currentPassword: z.string().min(1, 'Current password is required').max(200),
    newPassword: newPasswordSchema,
  });
  app.post(
    '/api/users/change-password',
    {
      schema: { tags, body: changeBody, response: { 200: ok } },
      preHandler: [perIp('change-password', 10)],
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      await resets.changePassword(user.id, request.body.currentPassword, request.body.newPassword);
      // Every older token ended; keep this browser signed in with a fresh one.
      const { token } = await accounts.issueToken(user.id, user.mfa);
      app.setAuthCookie(reply, token, PASSWORD_LOGIN_TTL_S);
      return { success: true as const, message: 'Your password has been changed.' };
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
};
