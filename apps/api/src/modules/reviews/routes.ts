/** Review routes (spec section 7): the list, and a multipart submission with up to 3 photos. */
import multipart from '@fastify/multipart';
import {
  messageResponse,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewInputSchema,
  reviewsResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCleanText } from '../../lib/clean-text';
import { BadRequestError, HttpError } from '../../lib/errors';
import { uuidParam } from '../../lib/ids';
import type { ReviewsService } from './service';

const params = z.object({ productId: uuidParam('Product not found') });

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  await app.register(multipart, {
    limits: {
      fileSize: REVIEW_LIMITS.imageMaxBytes,
      files: REVIEW_LIMITS.maxImages + 1,
      fields: 10,
      fieldSize: 10_000,
      parts: 20,
    },
  });

  app.get(
    '/api/products/get-reviews/:productId',
    { schema: { tags: ['reviews'], params, response: { 200: reviewsResponse } } },
    async (request) => {
      // Signed-in viewers learn which review is theirs (to edit it); others just read.
      const viewer = await app.optionalUser(request);
      return {
        success: true as const,
        ...(await reviews.listReviews(request.params.productId, viewer?.id)),
      };
    },
  );

  const limit = app.limit({ name: 'review', max: 20, timeWindow: '15 minutes' });
  app.post(
    '/api/products/review-product/:productId',
    {
      // 201 for a new review, 200 when the shopper's review was edited.
      schema: {
        tags: ['reviews'],
        params,
        response: { 200: messageResponse, 201: messageResponse },
      },
      preHandler: [limit],
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the review as multipart/form-data');
      const fields: Record<string, string> = {};
      const files: Buffer[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'reviewImage') {
              await part.toBuffer();
              continue;
            }
            if (files.length >= REVIEW_LIMITS.maxImages)
              throw new BadRequestError(REVIEW_MESSAGES.tooManyImages);
            files.push(await part.toBuffer());
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        if (err instanceof HttpError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, REVIEW_MESSAGES.imageTooLarge);
        if (code === 'FST_FILES_LIMIT') throw new BadRequestError(REVIEW_MESSAGES.tooManyImages);
        throw new BadRequestError('The review form could not be read');
      }
      // Multipart text is read here, after the input guard's body check: check it the same way.
      assertCleanText(fields);
      const parsed = reviewInputSchema.safeParse(fields);
      if (!parsed.success) {
        const errors = Object.fromEntries(
          parsed.error.issues.map((i) => [i.path.join('.'), i.message]),
        );
        throw new BadRequestError(parsed.error.issues[0]!.message, errors);
      }
      const { updated } = await reviews.saveReview(
        user.id,
        request.params.productId,
        parsed.data,
        files,
      );
      return reply.status(updated ? 200 : 201).send({
        success: true as const,
        message: updated
          ? 'Your review has been updated.'
          : 'Thank you! Your review has been posted.',
      });
    },
  );
};
