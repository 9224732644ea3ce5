/**
 * The storefront's server renderer, built by Vite into dist-ssr/ and called by the API process
 * (apps/api/src/plugins/web.ts) for the public pages: it runs the page's route loaders (which
 * fetch its data from the API in the same process), renders the React tree to HTML once every
 * lazy part is ready, and hands over the data the browser hydrates with.
 */
import type { CurrencyCode } from '@shop/shared';
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
  | { kind: 'page'; html: string; state: string }
  /** A loader failed: the page is better drawn by the browser, which can retry. */
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string };

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

/** Renders `url` (absolute) for a visitor whose display currency is `currency`. */
export async function renderPage(url: string, currency: CurrencyCode): Promise<RenderedPage> {
  const client = createQueryClient();
  const handler = createStaticHandler(createRoutes(client));
  const context = await handler.query(new Request(url));
  if (context instanceof Response)
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
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
  return { kind: 'page', html, state };
}
