/**
 * Fakes our API at the network edge: replaces global fetch with a router over the contract's
 * paths ('/api/products/get-products/:id'), whichever the method. Each fake answer is typed by the
 * route's response schema, so a fake that drifts from the contract fails the typecheck.
 * Exchange rates are answered by default so prices render.
 */
import { DEFAULT_ROUNDING } from '@shop/shared';
import { vi } from 'vitest';
import {
  findFake,
  notFoundReply,
  type ApiPath,
  type ForeignReply,
  type PathReply,
} from '../../../test/fake-replies';

export { foreignReply } from '../../../test/fake-replies';
export type ApiReply<P extends ApiPath> = PathReply<P>;
/**
 * Answers a request to the path (with its params); may return a promise to hold the response back
 * (to see loading states).
 */
export type ApiHandler<P extends ApiPath> = (
  url: URL,
  params: Record<string, string>,
) => ApiReply<P> | Promise<ApiReply<P>>;
/** JSON routes typed by the contract; images (not JSON) answer only with `foreignReply`. */
export type ApiRoutes = { [P in ApiPath]?: ApiHandler<P> } & {
  [image: `/image/${string}`]: (url: URL) => ForeignReply;
};

const RATES: ApiReply<'/api/currency/rates'> = {
  body: {
    success: true,
    base: 'USD',
    rates: { USD: 1, INR: 83, EUR: 0.9, GBP: 0.8, CAD: 1.35, AUD: 1.5, SGD: 1.34 },
    updatedAt: '2025-01-01T00:00:00Z',
    shopCurrency: 'INR',
    rounding: DEFAULT_ROUNDING,
  },
};

export function stubApi(routes: ApiRoutes) {
  const fakes: ApiRoutes = { '/api/currency/rates': () => RATES, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const found = findFake(fakes as Partial<Record<string, ApiHandler<ApiPath>>>, url.pathname);
    const reply = found ? await found.handler(url, found.params) : notFoundReply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** URLs of the calls made to a path, for asserting query parameters. */
  const callsTo = (pathname: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === pathname);
  return { fetchMock, callsTo };
}

/** A promise with its resolve exposed, to release a held-back response. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
