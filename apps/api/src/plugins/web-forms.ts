/**
 * Forms posted to the storefront's pages before (or without) their scripts (issue 24): the page's
 * route action handles the form as the app would (the web's src/app/routes.tsx, ACTIONS), then the
 * answer is a redirect (what to see next, with any cookie the action set) or the page showing the
 * outcome (mistakes beside their fields). Only the pages the route table marks `forms` take posts;
 * only url-encoded bodies from this shop's own pages; never cached, since the answer is this
 * visitor's.
 */
import { STOREFRONT_ROUTES, type StorefrontRoute } from '@shop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSameOrigin } from './auth';
import type { FormSubmission, PageRenderer, RenderedBody } from './page-renderer';

/** The largest form a page takes: the contact form's longest message, url-encoded, with room. */
const FORM_BODY_LIMIT = 64 * 1024;

const FORM_PATHS = Object.values(STOREFRONT_ROUTES as Record<string, StorefrontRoute>)
  .filter((route) => route.forms)
  .map((route) => route.path);

type Options = {
  renderer: PageRenderer | null;
  publicUrl: string;
  /** index.html with the page's head tags, and the status the page answers with. */
  pageWith(pathname: string): Promise<{ status: number; html: string }>;
  fillShell(html: string, page: RenderedBody): string;
};

export async function pageFormsPlugin(
  app: FastifyInstance,
  { renderer, publicUrl, pageWith, fillShell }: Options,
) {
  // Registered in this plugin only: the JSON API never takes url-encoded bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  /**
   * Posted from this shop's own pages. Browsers say so in Sec-Fetch-Site; the Origin of a form
   * post is 'null' under the shop's no-referrer policy, so it counts only when it names a site.
   * A client that sends neither is not a browser another site could steer.
   */
  function fromOwnPage(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined) return site === 'same-origin';
    const origin = request.headers.origin;
    if (origin === undefined || origin === 'null') return true;
    return isSameOrigin(request, publicUrl);
  }

  async function submitted(request: FastifyRequest, reply: FastifyReply) {
    if (!fromOwnPage(request))
      return reply.status(403).type('text/plain').send('Forms are taken from this shop only.');
    // The parser above keeps url-encoded bodies as text; anything else (JSON) is not a page's form.
    if (typeof request.body !== 'string')
      return reply
        .status(415)
        .type('text/plain')
        .send('A form is sent as application/x-www-form-urlencoded.');
    const pathname = request.url.split('?')[0] ?? '/';
    const form: FormSubmission = {
      body: request.body,
      ...(request.headers.cookie && { cookie: request.headers.cookie }),
    };
    const page = renderer ? await renderer.render(request, pathname, form) : null;
    if (page?.kind === 'redirect') {
      if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
      return reply.redirect(page.location, 303);
    }
    const shell = await pageWith(pathname);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    // The action failed unexpectedly (it answers every mistake of the shopper's itself).
    if (!page) return reply.status(500).send(shell.html);
    return reply.status(page.status).send(fillShell(shell.html, page));
  }

  for (const path of FORM_PATHS) app.post(path, { schema: { hide: true } }, submitted);
}
