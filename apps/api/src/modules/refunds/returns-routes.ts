/** Returns: the customer's request (multipart, with photos) and the owner's decisions. */
import multipart from '@fastify/multipart';
import { RETURN_LIMITS } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GuestOrderOf } from './buyer';
import type { ReturnsService } from './returns';
import { returnOwnerRoutes } from './return-owner-routes';
import { returnRequestRoute } from './return-request-route';

export const returnsRoutes: FastifyPluginAsyncZod<{
  returns: ReturnsService;
  guestOrderOf: GuestOrderOf;
}> = async (app, { returns, guestOrderOf }) => {
  // One multipart parser around both route plugins; only the customer's request reads with it.
  await app.register(multipart, {
    limits: {
      fileSize: 5 * 1024 * 1024,
      files: RETURN_LIMITS.maxPhotos + 1,
      fields: 10,
      fieldSize: 10_000,
      parts: 20,
    },
  });
  await app.register(returnRequestRoute, { returns, guestOrderOf });
  await app.register(returnOwnerRoutes, { returns });
};
