/** Every admin route checks the role on the server. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';

export function adminGuard(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const user = await app.requireUser(request);
    if (user.role !== 'admin') throw new ForbiddenError('Only the shop owner can do this');
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
