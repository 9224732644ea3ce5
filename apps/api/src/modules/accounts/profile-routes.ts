/** HTTP routes of the signed-in account: read it, edit the profile, change the password. */
import {
  newPasswordSchema,
  okResponse,
  profileResponse,
  profileUpdateSchema,
  userResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsService } from './service';
import { PASSWORD_LOGIN_TTL_S } from './tokens';

const tags = ['accounts'];

const changeBody = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(200),
  newPassword: newPasswordSchema,
});

export const profileRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
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

  app.post(
    '/api/users/change-password',
    {
      schema: { tags, body: changeBody, response: { 200: okResponse } },
      preHandler: [app.limit({ name: 'change-password', max: 10, timeWindow: '15 minutes' })],
    },
    async (request, reply) => {
      const { id, mfa } = await app.requireUser(request);
      const { currentPassword, newPassword } = request.body;
      // Every older token ended; keep this browser signed in with a fresh one.
      const { token } = await accounts.changePassword(id, mfa, currentPassword, newPassword);
      app.setAuthCookie(reply, token, PASSWORD_LOGIN_TTL_S);
      return { success: true as const, message: 'Your password has been changed.' };
    },
  );
};
