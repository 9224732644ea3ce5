/** The owner's blog posts: list, read, write, edit and upload a cover (multipart). */
import {
  adminBlogPostSchema,
  adminPostListResponse,
  adminPostResponse,
  coverResponse,
  postCreatedResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/ids';
import type { AdminContent } from './content-service';
import { done, ok, tags } from './route-schema';
import { readImageFiles } from './uploads';

const postParams = idParams('Post not found');

export const postRoutes: FastifyPluginAsyncZod<{ content: AdminContent }> = async (
  app,
  { content },
) => {
  app.get(
    '/api/admin/posts',
    { schema: { tags, response: { 200: adminPostListResponse } } },
    async () => ({ success: true as const, posts: await content.listPosts() }),
  );
  app.get(
    '/api/admin/posts/:id',
    { schema: { tags, params: postParams, response: { 200: adminPostResponse } } },
    async (request) => ({ success: true as const, post: await content.getPost(request.params.id) }),
  );
  app.post(
    '/api/admin/posts',
    { schema: { tags, body: adminBlogPostSchema, response: { 201: postCreatedResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, ...(await content.createPost(request.body)) }),
  );
  app.put(
    '/api/admin/posts/:id',
    { schema: { tags, params: postParams, body: adminBlogPostSchema, response: done } },
    async (request) => {
      await content.updatePost(request.params.id, request.body);
      return ok;
    },
  );
  app.post(
    '/api/admin/posts/:id/cover',
    { schema: { tags, params: postParams, response: { 200: coverResponse } } },
    async (request) => {
      const [file] = await readImageFiles(request, 1);
      return { success: true as const, ...(await content.setCover(request.params.id, file!)) };
    },
  );
};
