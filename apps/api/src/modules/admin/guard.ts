/** Every admin route checks the role on the server. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SECOND_STEP_REQUIRED } from '@shop/shared';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';

/** The owner, past the second step: a password alone does not open the back office (issue 17). */
export function adminGuard(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const user = await app.requireUser(request);
    if (user.role !== 'admin') throw new ForbiddenError('Only the shop owner can do this');
    if (!user.mfa) throw new UnauthorizedError(SECOND_STEP_REQUIRED);
  };
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 80);
