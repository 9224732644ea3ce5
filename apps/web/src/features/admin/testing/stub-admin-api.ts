/**
 * Fakes the API at the network edge for admin tests: handlers keyed by 'METHOD /path', each
 * given the URL and the parsed JSON body. Every call is recorded for assertions.
 */
import { vi } from 'vitest';
import type { SessionUser } from '../../../lib/session';

export type Reply = { status?: number; body: unknown };
type Handler = (call: { url: URL; body: unknown }) => Reply | Promise<Reply>;
export type Call = { method: string; path: string; body: unknown };

export function stubAdminApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    const reply = handler
      ? await handler({ url, body })
      : { status: 404, body: { success: false, message: 'Not found' } };
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
) => ({
  'POST /api/users/fetch': () => ({ body: { success: true, user: buildUser(role) } }),
  'GET /api/auth/two-step': () => ({ body: { success: true, ...twoStep } }),
});
