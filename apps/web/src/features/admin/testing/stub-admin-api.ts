/**
 * Fakes the API at the network edge for admin tests: handlers keyed by the contract's
 * 'METHOD /path/:param', each given the URL, the path's params and the parsed JSON body, and typed
 * by the route's response schema. Every call is recorded for assertions.
 */
import type { ApiRoute } from '@shop/shared';
import { vi } from 'vitest';
import type { SessionUser } from '../../../lib/session';
import { findFake, notFoundReply, type FakeReply } from '../../../test/fake-replies';

export type Reply<R extends ApiRoute> = FakeReply<R>;
type Call = { method: string; path: string; body: unknown };
type Handler<R extends ApiRoute> = (
  call: Omit<Call, 'method' | 'path'> & { url: URL; params: Record<string, string> },
) => Reply<R> | Promise<Reply<R>>;
export type AdminRoutes = { [R in ApiRoute]?: Handler<R> };

export function stubAdminApi(routes: AdminRoutes) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, path: url.pathname, body });
    // The fakes for this method, keyed by their path pattern.
    const forMethod = Object.fromEntries(
      Object.entries(routes)
        .filter(([route]) => route.startsWith(`${method} `))
        .map(([route, handler]) => [route.slice(method.length + 1), handler]),
    ) as Partial<Record<string, Handler<ApiRoute>>>;
    const found = findFake(forMethod, url.pathname);
    const reply = found ? await found.handler({ url, params: found.params, body }) : notFoundReply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

/** The browser's "signed in" hint cookie, so the session is asked of the server. */
export function setSignedInHint(on: boolean) {
  document.cookie = on ? 'signed_in=1; path=/' : 'signed_in=; path=/; max-age=0';
}

export function buildUser(role: SessionUser['role']): SessionUser {
  return {
    _id: 'u1',
    name: role === 'admin' ? 'Owner' : 'Kiran',
    email: `${role}@example.com`,
    number: '',
    gender: '',
    shippingAddress: { street: '', city: '', state: '', zipCode: '', country: '' },
    profile: null,
    isLoginFromProvider: false,
    role,
  };
}

/** The session endpoint answering as this user; an owner has passed the second step. */
export const sessionAs = (
  role: SessionUser['role'],
  twoStep: { enrolled: boolean; passed: boolean } = { enrolled: true, passed: true },
): AdminRoutes => ({
  'POST /api/users/fetch': () => ({ body: { success: true, user: buildUser(role) } }),
  'GET /api/auth/two-step': () => ({ body: { success: true, ...twoStep } }),
});
