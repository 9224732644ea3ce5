/**
 * The storefront's server renderer, built by Vite into dist-ssr/ and called by the API process
 * (apps/api/src/plugins/web.ts) for the public pages: it runs the page's route loaders (which
 * fetch its data from the API in the same process), renders the React tree to HTML once every
 * lazy part is ready, and hands over the data the browser hydrates with.
 */
import { CURRENCY_COOKIE, type CurrencyCode } from '@shop/shared';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { createRoutes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { serializeSsrState } from './lib/ssr-state';
import { RenderedCurrency } from './stores/currency-store';

export { setApiTransport } from './lib/api-client';

export type RenderedPage =
  /** `status` is the page's own: a form posted with mistakes answers 400 with them shown. */
  | { kind: 'page'; status: number; html: string; state: string }
  /** A loader failed: the page is better drawn by the browser, which can retry. */
  | { kind: 'shell' }
  /** `cookies` are Set-Cookie values a form's action answered with (a cart line kept for the app). */
  | { kind: 'redirect'; status: number; location: string; cookies: string[] };

/** A form posted to the page before (or without) the scripts: its fields, url-encoded. */
export type FormSubmission = { body: string; cookie?: string };

/**
 * The whole page once every lazy part has rendered, as plain markup: a streamed render would
 * finish late parts with inline scripts, which the Content-Security-Policy forbids (and the
 * cache keeps whole pages anyway).
 */
async function toHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree, {
    // Never outlined: a large part finished later would need an inline script to move it in.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => console.error('Rendering failed', error),
  });
  return new Response(prelude).text();
}

/** The page's request; it carries the display currency, as the browser's cookie would. */
const requestFor = (url: string, currency: CurrencyCode, form?: FormSubmission) => {
  const cookie = [`${CURRENCY_COOKIE}=${currency}`, form?.cookie].filter(Boolean).join('; ');
  return form
    ? new Request(url, {
        method: 'POST',
        body: form.body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      })
    : new Request(url, { headers: { cookie } });
};

/**
 * Renders `url` (absolute) for a visitor whose display currency is `currency`; with `form`, the
 * page's action handles the posted form first (as the browser router does once the app runs).
 */
export async function renderPage(
  url: string,
  currency: CurrencyCode,
  form?: FormSubmission,
): Promise<RenderedPage> {
  const client = createQueryClient();
  const handler = createStaticHandler(createRoutes(client));
  const context = await handler.query(requestFor(url, currency, form));
  if (context instanceof Response)
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
      cookies: context.headers.getSetCookie(),
    };
  if (context.errors) return { kind: 'shell' };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await toHtml(
    <RenderedCurrency.Provider value={currency}>
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </RenderedCurrency.Provider>,
  );
  const state = serializeSsrState(client, {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: context.errors,
  });
  client.clear();
  return { kind: 'page', status: context.statusCode, html, state };
}
