/** Returns: the customer's request (multipart, with photos) and the owner's decisions. */
import multipart from '@fastify/multipart';
import {
  binaryBody,
  RETURN_LIMITS,
  RETURN_MESSAGES,
  RETURN_STATUSES,
  RETURN_REASONS,
  returnDeclineSchema,
  returnRequestSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCleanText } from '../../lib/clean-text';
import { BadRequestError, HttpError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ReturnsService } from './returns';

const returnSchema = z.object({
  id: z.string(),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  lines: z.array(z.object({ itemId: z.string(), quantity: z.number() })),
  photos: z.array(z.string()),
  status: z.enum(RETURN_STATUSES),
  ownerMessage: z.string().nullable(),
  refundId: z.string().nullable(),
  createdAt: z.date(),
});
const returnResponse = z.object({ success: z.literal(true), return: returnSchema });

export const returnsRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (
  app,
  { returns },
) => {
  await app.register(multipart, {
    limits: {
      fileSize: 5 * 1024 * 1024,
      files: RETURN_LIMITS.maxPhotos + 1,
      fields: 10,
      fieldSize: 10_000,
      parts: 20,
    },
  });
  const wire = (r: Awaited<ReturnType<ReturnsService['list']>>[number]) => ({
    id: r.id,
    reason: r.reason,
    note: r.note,
    lines: r.lines,
    photos: r.photos,
    status: r.status,
    ownerMessage: r.ownerMessage,
    refundId: r.refundId,
    createdAt: r.createdAt,
  });

  app.post(
    '/api/products/my-orders/:orderNumber/returns',
    {
      schema: {
        tags: ['orders'],
        params: z.object({ orderNumber: z.string().min(1).max(40) }),
        response: { 201: returnResponse },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the return as multipart/form-data');
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
      const row = await returns.request(user.id, request.params.orderNumber, parsed.data, photos);
      return reply.status(201).send({ success: true as const, return: wire(row) });
    },
  );

  const id = z.object({ id: z.string().max(100) });
  const known = (value: string) => {
    if (!isUuid(value)) throw new NotFoundError('Return not found');
    return value;
  };

  app.get(
    '/api/admin/orders/:id/returns',
    {
      schema: {
        tags: ['admin'],
        params: id,
        response: { 200: z.object({ success: z.literal(true), returns: z.array(returnSchema) }) },
      },
      preHandler: app.requireOwner,
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw new NotFoundError('Order not found');
      return { success: true as const, returns: (await returns.list(request.params.id)).map(wire) };
    },
  );

  app.get(
    '/api/admin/returns/:id/photos/:file',
    {
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.string().max(100), file: z.string().max(200) }),
        response: { 200: binaryBody('image/webp') },
      },
      preHandler: app.requireOwner,
    },
    async (request, reply) => {
      const photo = await returns.photo(known(request.params.id), request.params.file);
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, no-store')
        .send(photo.data);
    },
  );

  app.post(
    '/api/admin/returns/:id/approve',
    {
      schema: { tags: ['admin'], params: id, response: { 200: returnResponse } },
      preHandler: app.requireOwner,
    },
    async (request) => {
      const admin = await app.requireUser(request);
      const row = await returns.approve(known(request.params.id), admin.id);
      return { success: true as const, return: wire(row) };
    },
  );

  app.post(
    '/api/admin/returns/:id/decline',
    {
      schema: {
        tags: ['admin'],
        params: id,
        body: returnDeclineSchema,
        response: { 200: returnResponse },
      },
      preHandler: app.requireOwner,
    },
    async (request) => {
      const row = await returns.decline(known(request.params.id), request.body.message);
      return { success: true as const, return: wire(row) };
    },
  );

  app.post(
    '/api/admin/returns/:id/received',
    {
      schema: { tags: ['admin'], params: id, response: { 200: returnResponse } },
      preHandler: app.requireOwner,
    },
    async (request) => {
      const row = await returns.received(known(request.params.id));
      return { success: true as const, return: wire(row) };
    },
  );
};
