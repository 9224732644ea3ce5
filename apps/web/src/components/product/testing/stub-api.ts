/**
 * Fakes our API at the network edge: replaces global fetch with a router over path names.
 * Exchange rates are answered by default so prices render.
 */
import { vi } from 'vitest';

export type ApiReply = { status?: number; body: unknown };
/** Answers a request; may return a promise to hold the response back (to see loading states). */
export type ApiHandler = (url: URL) => ApiReply | Promise<ApiReply>;

const RATES: ApiReply = {
  body: {
    success: true,
    base: 'USD',
    rates: { USD: 1, INR: 83, EUR: 0.9, GBP: 0.8, CAD: 1.35, AUD: 1.5 },
    updatedAt: '2025-01-01T00:00:00Z',
  },
};

export function stubApi(routes: Record<string, ApiHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const handler =
      routes[url.pathname] ?? (url.pathname === '/api/currency/rates' ? () => RATES : undefined);
    const reply = handler
      ? await handler(url)
      : { status: 404, body: { success: false, message: 'Not found' } };
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
