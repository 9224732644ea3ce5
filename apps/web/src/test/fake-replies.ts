/**
 * Fake API answers typed by the contract's route table (`ApiRouteReplies` in packages/shared): a
 * fake whose body drifts from the route's response schema fails the typecheck.
 */
import type { ApiReplyBody, ApiRoute, ErrorResponse } from '@shop/shared';

type PathOf<R> = R extends `${string} ${infer P}` ? P : never;

/** A route's path as the API declares it, e.g. '/api/products/get-products/:id'. */
export type ApiPath = PathOf<ApiRoute>;

/** The routes (methods) served at a path. */
type RoutesAt<P extends ApiPath> = { [R in ApiRoute]: PathOf<R> extends P ? R : never }[ApiRoute];

declare const offContract: unique symbol;
/** An answer that did not come from our API (a proxy's error page): made only by `foreignReply`. */
export type ForeignReply = { status: number; body: unknown; [offContract]: true };
export const foreignReply = (status: number, body: unknown) => ({ status, body }) as ForeignReply;

/** A fake answer of a route: its success body, or the error body every route answers with. */
export type FakeReply<R extends ApiRoute> =
  { status?: number; body: ApiReplyBody<R> | ErrorResponse } | ForeignReply;

/** A fake answer of whichever method is served at a path. */
export type PathReply<P extends ApiPath> = FakeReply<RoutesAt<P>>;

export const notFoundReply = {
  status: 404,
  body: { success: false, message: 'Not found' },
} satisfies { status: number; body: ErrorResponse };

/** The params of `pathname` when it matches the pattern ('/api/x/:id' matches '/api/x/42'). */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const actual = got[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return undefined;
  }
  return params;
}

/** The first of the faked patterns that matches the path, with its params. */
export function findFake<H>(
  fakes: Partial<Record<string, H>>,
  pathname: string,
): { handler: H; params: Record<string, string> } | undefined {
  for (const [pattern, handler] of Object.entries(fakes)) {
    const params = handler && matchPath(pattern, pathname);
    if (handler && params) return { handler, params };
  }
  return undefined;
}
