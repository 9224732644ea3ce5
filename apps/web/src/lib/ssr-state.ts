/**
 * What the server rendered with, handed to the browser in the HTML (a JSON script element, which
 * the Content-Security-Policy allows, unlike an inline script): the query cache, so the hydrating
 * render shows the same data without fetching it again, and the router's loader data. A 404
 * answer travels too (a missing product renders "Product Not Found" on both sides); other
 * failures are fetched again.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError } from './api-client';

/** The id of the <script type="application/json"> element that carries the state. */
export const SSR_STATE_ID = 'ssr-state';

type WireError = { status: number; message: string };
type SsrState = { query: DehydratedState; router: HydrationState };

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function serializeSsrState(client: QueryClient, router: HydrationState): string {
  const query = dehydrate(client, {
    shouldDehydrateQuery: (q) =>
      q.state.status === 'success' || (q.state.status === 'error' && isNotFound(q.state.error)),
    shouldRedactErrors: () => false,
  });
  for (const { state } of query.queries) {
    if (state.error instanceof ApiError)
      (state as { error: unknown }).error = {
        status: state.error.status,
        message: state.error.message,
      } satisfies WireError;
  }
  const json = JSON.stringify({ query, router } satisfies SsrState);
  // Escaped for the HTML: no '</script>' or '<!--' inside can end the element early.
  return `<script type="application/json" id="${SSR_STATE_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * Reads the server's state from the page into the client; the router's part comes back for
 * createBrowserRouter. Null when the page was not server-rendered.
 */
export function restoreSsrState(client: QueryClient): HydrationState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as SsrState;
  for (const { state: query } of state.query.queries) {
    const error = query.error as WireError | null;
    if (error && typeof error.status === 'number')
      (query as { error: unknown }).error = new ApiError(error.status, error.message);
  }
  hydrate(client, state.query);
  element.remove();
  return state.router;
}
