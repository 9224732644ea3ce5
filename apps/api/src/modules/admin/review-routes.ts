/** Review moderation: the latest reviews, hidden or shown. */
import { adminReviewsResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/ids';
import type { AdminContent } from './content-service';
import { done, ok, tags } from './route-schema';

export const reviewRoutes: FastifyPluginAsyncZod<{ content: AdminContent }> = async (
  app,
  { content },
) => {
  app.get(
    '/api/admin/reviews',
    { schema: { tags, response: { 200: adminReviewsResponse } } },
    async () => ({ success: true as const, reviews: await content.listReviews() }),
  );
  app.post(
    '/api/admin/reviews/:id/hidden',
    {
      schema: {
        tags,
        params: idParams('Review not found'),
        body: z.object({ hidden: z.boolean() }),
        response: done,
      },
    },
    async (request) => {
      await content.setReviewHidden(request.params.id, request.body.hidden);
      return ok;
    },
  );
};
