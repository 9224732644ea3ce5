/** HTTP routes of owners' two-step sign-in (issue 17): status, set-up, enable, verify. */
import {
  tokenResponse,
  twoStepCodeSchema,
  twoStepEnableResponse,
  twoStepSetupResponse,
  twoStepStatusResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_SESSION_MAX_S } from './tokens';
import type { TwoStep } from './two-step';

const tags = ['accounts'];

export const twoStepRoutes: FastifyPluginAsyncZod<{ twoStep: TwoStep }> = async (
  app,
  { twoStep },
) => {
  // Guessing a 6-digit code takes a million tries: a handful per quarter hour stops it.
  const perIp = app.limit({ name: 'two-step', max: 10, timeWindow: '15 minutes' });

  app.get(
    '/api/auth/two-step',
    {
      schema: {
        tags,
        summary: "The owner's two-step state: set up, and passed in this session",
        response: { 200: twoStepStatusResponse },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { success: true as const, ...(await twoStep.status(user.id, user.mfa)) };
    },
  );

  app.post(
    '/api/auth/two-step/setup',
    {
      schema: {
        tags,
        summary: 'A new authenticator secret with its QR code (before the first code confirms it)',
        body: z.object({}).optional(),
        response: { 200: twoStepSetupResponse },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { success: true as const, ...(await twoStep.setup(user.id)) };
    },
  );

  app.post(
    '/api/auth/two-step/enable',
    {
      schema: {
        tags,
        summary: 'Confirms the set-up with a first code; answers 10 recovery codes, once',
        body: z.object({
          code: z
            .string()
            .trim()
            .regex(/^\d{6}$/, 'Enter the 6-digit code'),
        }),
        response: { 200: twoStepEnableResponse },
      },
      preHandler: perIp,
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const result = await twoStep.enable(user.id, request.body.code);
      app.setAuthCookie(reply, result.token, ADMIN_SESSION_MAX_S);
      return { success: true as const, ...result };
    },
  );

  app.post(
    '/api/auth/two-step/verify',
    {
      schema: {
        tags,
        summary: 'The second step of an owner sign-in: a code from the app or a recovery code',
        body: twoStepCodeSchema,
        response: { 200: tokenResponse },
      },
      preHandler: perIp,
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const { token } = await twoStep.verify(user.id, request.body);
      app.setAuthCookie(reply, token, ADMIN_SESSION_MAX_S);
      return { success: true as const, token };
    },
  );
};
