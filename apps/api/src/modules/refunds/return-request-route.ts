/** The customer's return request: multipart fields and photos, parsed and checked here. */
import {
  RETURN_LIMITS,
  RETURN_MESSAGES,
  returnRequestSchema,
  type ReturnRequest,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCleanText } from '../../lib/clean-text';
import { BadRequestError, HttpError } from '../../lib/errors';
import { buyerOf, type GuestOrderOf } from './buyer';
import type { ReturnsService } from './returns';
import { returnResponse, wireReturn } from './return-wire';

/** Reads the form's text fields and its `photo` files; other files are read and dropped. */
async function readReturnForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the return as multipart/form-data');
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname !== 'photo') continue;
      if (photos.length >= RETURN_LIMITS.maxPhotos)
        throw new BadRequestError(RETURN_MESSAGES.tooManyPhotos);
      photos.push(data);
    } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return { fields, photos };
}

/** The fields as a return request; `lines` arrives as JSON text. */
function parseReturnFields(fields: Record<string, string>): ReturnRequest {
  assertCleanText(fields);
  let lines: unknown;
  try {
    lines = JSON.parse(fields.lines ?? '[]');
  } catch {
    throw new BadRequestError(RETURN_MESSAGES.noLines);
  }
  const parsed = returnRequestSchema.safeParse({ ...fields, lines });
  if (!parsed.success)
    throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid return');
  return parsed.data;
}

export const returnRequestRoute: FastifyPluginAsyncZod<{
  returns: ReturnsService;
  guestOrderOf: GuestOrderOf;
}> = async (app, { returns, guestOrderOf }) => {
  app.post(
    '/api/products/my-orders/:orderNumber/returns',
    {
      schema: {
        tags: ['orders'],
        params: z.object({ orderNumber: z.string().min(1).max(40) }),
        // A guest's order: the token its checkout or its mails carry (issue 27).
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 201: returnResponse },
      },
    },
    async (request, reply) => {
      const { orderNumber } = request.params;
      const buyer = await buyerOf(app, request, orderNumber, guestOrderOf);
      const { fields, photos } = await readReturnForm(request);
      const input = parseReturnFields(fields);
      const row = await returns.request(buyer, orderNumber, input, photos);
      return reply.status(201).send({ success: true as const, return: wireReturn(row) });
    },
  );
};
