/** Blog routes (spec section 7), the sitemap and robots.txt. */
import { blogListResponse, blogResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BlogService } from './blog-service';

export const contentRoutes: FastifyPluginAsyncZod<{
  blog: BlogService;
  /** The sitemap's XML, drawn from the live catalogue and posts. */
  sitemap: () => Promise<string>;
  publicUrl: string;
}> = async (app, { blog, sitemap, publicUrl }) => {
  app.get(
    '/api/blogs/get-blogs',
    { schema: { tags: ['blog'], response: { 200: blogListResponse } } },
    async (_request, reply) => {
      // A post the owner just published must show at once: revalidate every time.
      reply.header('cache-control', 'no-cache');
      return { success: true as const, blogs: await blog.listPosts() };
    },
  );

  app.get(
    '/api/blogs/get-blogs/:id',
    {
      schema: {
        tags: ['blog'],
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: blogResponse },
      },
    },
    async (request) => ({
      success: true as const,
      blog: await blog.getPost(request.params.id),
    }),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemap()),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Disallow: /api/',
          'Disallow: /checkout',
          'Disallow: /profile',
          'Disallow: /cart',
          'Disallow: /admin',
          'Disallow: /dev/',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
};
