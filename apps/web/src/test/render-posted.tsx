/**
 * A page as the server draws it after a form was posted to it before the scripts ran: the route's
 * action handles the form through React Router's static handler (as apps/web/src/entry-server.tsx
 * does), then the page renders with the action's answer. A redirect is returned, not followed.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type ActionFunction,
} from 'react-router';

export async function renderPosted(
  url: string,
  action: ActionFunction,
  page: ReactElement,
  fields?: Record<string, string>,
): Promise<{ status: number; location?: string }> {
  const { pathname } = new URL(url, 'http://shop.test');
  const handler = createStaticHandler([{ path: pathname, action, element: page }]);
  const context = await handler.query(
    new Request(new URL(url, 'http://shop.test'), {
      ...(fields && { method: 'POST', body: new URLSearchParams(fields) }),
    }),
  );
  if (context instanceof Response)
    return { status: context.status, location: context.headers.get('location') ?? undefined };
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </QueryClientProvider>,
  );
  return { status: context.statusCode };
}
