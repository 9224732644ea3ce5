/**
 * Server rendering of the storefront's public pages (issue 15). The web build leaves a renderer
 * module in apps/web/dist-ssr; it runs the page's route loaders, whose API calls are answered by
 * this process through `app.inject` (no network, no cookies: every visitor gets the anonymous
 * page, and the shopper's own state renders after hydration). plugins/web.ts caches the pages.
 */
import { CURRENCY_COOKIE, DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A form posted to a page: its url-encoded fields and the visitor's cookies. */
export type FormSubmission = { body: string; cookie?: string };

/** What apps/web/src/entry-server.tsx exports. */
type RendererModule = {
  setApiTransport(transport: typeof fetch): void;
  renderPage(
    url: string,
    currency: CurrencyCode,
    form?: FormSubmission,
  ): Promise<
    | { kind: 'page'; status: number; html: string; state: string }
    | { kind: 'shell' }
    | { kind: 'redirect'; status: number; location: string; cookies: string[] }
  >;
};

export type RenderedBody = {
  kind: 'page';
  status: number;
  root: string;
  head: string;
  state: string;
};
export type RenderedRedirect = { kind: 'redirect'; location: string; cookies: string[] };
export type PageRenderer = {
  /**
   * The page's markup for #root (after its action handled `form`, when given), a redirect the
   * action answered, or null when the shell should be served instead.
   */
  render(
    request: FastifyRequest,
    pathname: string,
    form?: FormSubmission,
  ): Promise<RenderedBody | RenderedRedirect | null>;
};

/**
 * The visitor a render works for: the API calls a form's action makes are counted against the
 * visitor's address (rate limits), not the server's own.
 */
const visitor = new AsyncLocalStorage<{ address: string }>();

/** Built once: every page request reads the cookie, cached pages included. */
const CURRENCY_IN_COOKIE = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([A-Z]{3})`);

export function currencyOf(request: FastifyRequest): CurrencyCode {
  const value = CURRENCY_IN_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return isCurrencyCode(value) ? value : DEFAULT_CURRENCY;
}

/** React 19 puts the resources a page asks for (image preloads) before its markup: to the head. */
function splitHoisted(html: string): { head: string; root: string } {
  const match = /^(?:<link [^>]*\/?>)+/.exec(html);
  return match ? { head: match[0], root: html.slice(match[0].length) } : { head: '', root: html };
}

/** An in-process fetch: the renderer's API calls go to this app's routes. */
function injectTransport(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const address = visitor.getStore()?.address;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      ...(address && { remoteAddress: address }),
      headers: { ...headers, 'x-rendered-by': 'ssr' },
      ...(typeof init?.body === 'string' && { payload: init.body }),
    });
    const answer = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) answer.append(name, String(one));
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: answer,
    });
  };
}

export async function loadPageRenderer(
  app: FastifyInstance,
  options: { rendererFile: string; origin: string },
): Promise<PageRenderer | null> {
  if (!existsSync(options.rendererFile)) return null;
  const renderer = (await import(pathToFileURL(options.rendererFile).href)) as RendererModule;
  renderer.setApiTransport(injectTransport(app));

  return {
    async render(request, pathname, form) {
      const query = request.url.slice(pathname.length);
      try {
        const url = `${options.origin}${pathname}${query}`;
        const page = await visitor.run({ address: request.ip }, () =>
          renderer.renderPage(url, currencyOf(request), form),
        );
        if (page.kind === 'redirect')
          return { kind: 'redirect', location: page.location, cookies: page.cookies };
        if (page.kind !== 'page') return null;
        const { head, root } = splitHoisted(page.html);
        return { kind: 'page', status: page.status, head, root, state: page.state };
      } catch (error) {
        // The browser can still draw the page: serve the shell and say why here.
        request.log.error({ err: error, pathname }, 'server rendering failed; serving the shell');
        return null;
      }
    },
  };
}

/** Where the web build leaves the renderer, beside its dist folder. */
export const rendererFileFor = (webDist: string) =>
  path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
