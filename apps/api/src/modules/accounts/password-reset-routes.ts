/** HTTP routes of password recovery: ask for a code and link, check either, set the password. */
import {
  emailSchema,
  errorResponse,
  forgotPasswordSchema,
  MESSAGES,
  newPasswordSchema,
  okResponse,
  otpCodeSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byBodyEmail } from '../../plugins/rate-limits';
import { CODE_INVALID, type PasswordResetService } from './password-reset';

const tags = ['accounts'];
const RESET_DONE = 'Your password has been reset. Please log in.';

// The spec's client also calls this with { email, password, otpCode }: then it sets the password.
const forgotBody = forgotPasswordSchema.extend({
  otpCode: otpCodeSchema.optional(),
  password: newPasswordSchema.optional(),
});
const codeBody = z.object({ email: emailSchema, otpCode: otpCodeSchema });
const linkBody = z.object({ email: emailSchema, token: z.string().min(1).max(200) });

export const passwordResetRoutes: FastifyPluginAsyncZod<{ resets: PasswordResetService }> = async (
  app,
  { resets },
) => {
  const perIp = (name: string, max: number) => app.limit({ name, max, timeWindow: '15 minutes' });
  const perEmail = (name: string, max: number) =>
    app.limit({ name: `${name}-email`, max, timeWindow: '15 minutes', key: byBodyEmail });
  const codeLimit = perIp('otp', 30);
  const linkLimit = perIp('reset-link', 30);

  app.post(
    '/api/users/forget-password',
    {
      schema: { tags, body: forgotBody, response: { 200: okResponse } },
      preHandler: [perIp('forgot', 10), perEmail('forgot', 5)],
    },
    async (request) => {
      const { email, otpCode, password } = request.body;
      if (otpCode && password) {
        await resets.resetWithCode(email, otpCode, password);
        return { success: true as const, message: RESET_DONE };
      }
      return { success: true as const, message: await resets.requestReset(email) };
    },
  );

  app.post(
    '/api/users/forget-password-otp-verify',
    {
      schema: { tags, body: codeBody, response: { 200: okResponse, 400: errorResponse } },
      preHandler: [codeLimit],
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
        response: { 200: okResponse },
      },
      preHandler: [codeLimit],
    },
    async (request) => {
      await resets.resetWithCode(request.body.email, request.body.otpCode, request.body.password);
      return { success: true as const, message: RESET_DONE };
    },
  );

  app.post(
    '/api/users/verify-reset-token',
    {
      schema: { tags, body: linkBody, response: { 200: okResponse, 400: errorResponse } },
      preHandler: [linkLimit],
    },
    async (request, reply) => {
      const valid = await resets.verifyLink(request.body.email, request.body.token);
      return valid
        ? { success: true as const }
        : reply.status(400).send({ success: false, message: MESSAGES.resetLinkInvalid });
    },
  );

  app.post(
    '/api/users/reset-password',
    {
      schema: {
        tags,
        body: linkBody.extend({ password: newPasswordSchema }),
        response: { 200: okResponse },
      },
      preHandler: [linkLimit],
    },
    async (request) => {
      await resets.resetWithLink(request.body.email, request.body.token, request.body.password);
      return { success: true as const, message: RESET_DONE };
    },
  );
};
