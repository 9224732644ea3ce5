/**
 * Acceptance test of issue 11: thousands of generated requests over every route and method of the
 * OpenAPI document (plus the storefront's server-rendered pages), as guest, customer, admin and
 * forged callers. No answer may be a 5xx; every offending request is printed.
 */
import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { SandboxGateway } from '../integrations/payments/sandbox';
import { buy } from './checkout';
import { signedInUser } from './factories';
import { collectPools, poolsFor } from './http-fuzz-pools';
import {
  operationsOf,
  requestFor,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
} from './http-fuzz-requests';
import { createTestDatabase, testConfig } from './test-app';

// Fixed in CI; set FUZZ_SEED to explore other inputs locally.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_101);
const MIN_REQUESTS = 5_000;

/** Server-rendered routes hidden from the API document. */
const PAGES: Operation[] = [
  '/products/{id}',
  '/blog/{id}',
  '/{page}',
  '/image/products/{file}',
  '/image/products/w{width}/{file}',
  '/sitemap.xml',
  '/robots.txt',
  '/dev/mailbox',
].map((p) => ({
  method: 'GET',
  path: p,
  pathParams: [...p.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1]!,
    in: 'path',
    schema: { type: 'string' },
  })),
  query: [],
}));

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let config: Config;
const errorLog: string[] = [];

/** The avatar proxy's outbound fetch: a tiny image, never the network. */
const fakeFetch = (async () =>
  new Response(new Uint8Array([0x47, 0x49, 0x46, 0x38]), {
    headers: { 'content-type': 'image/gif' },
  })) as unknown as typeof fetch;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'shop-fuzz-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Shop</title><!--app-head--></head><body></body></html>',
  );
  database = await createTestDatabase();
  // Abuse limits scaled up so thousands of requests from one address reach the handlers.
  config = testConfig({ rateLimitScale: 1000, webDist });
  app = await buildApp({
    config,
    database,
    fetchImpl: fakeFetch,
    logStream: {
      write: (line) => {
        if (JSON.parse(line).level >= 50) errorLog.push(line);
      },
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const SESSION_ENDING = new Set(['/api/users/logout', '/api/users/sign-out-everywhere']);
const endsSessions = (path: string) => SESSION_ENDING.has(path);

async function tokenFor(
  caller: FuzzRequest['caller'],
  sub: string,
  tokens: Record<string, string>,
) {
  if (caller === 'guest') return undefined;
  if (caller === 'garbage') return 'not.a.token';
  if (caller !== 'forged') return tokens[caller];
  // Signed with the real secret, naming no real user: must be a 401, not a failed query.
  return new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('mindful-marks')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(config.jwtSecret));
}

const shorten = (text: string | Buffer | undefined) => {
  const s = text === undefined ? '' : text.toString();
  return s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s;
};

/** The request, the answer and what the server logged: enough to replay a failure by hand. */
function describeFailure(request: FuzzRequest, status: number, body: string, log: string[]) {
  const sub = request.caller === 'forged' ? ` (sub ${JSON.stringify(request.forgedSub)})` : '';
  return [
    `${status} ${request.method} ${shorten(request.url)} as ${request.caller}${sub}`,
    `  headers: ${shorten(JSON.stringify(request.headers))}`,
    `  body: ${shorten(request.payload)}`,
    `  answer: ${shorten(body)}`,
    ...log.map((line) => `  log: ${shorten(line)}`),
  ].join('\n');
}

/** Signed-in callers, a purchase, a message and a subscriber, so guarded routes find rows. */
async function prepareShop() {
  const customer = await signedInUser(app, database.db);
  const admin = await signedInUser(app, database.db, { role: 'admin', name: 'Owner' });
  const [product] = (await app.inject({ url: '/api/products/get-products' })).json().products;
  await buy(app, customer.headers, [{ id: product._id, quantity: 1 }]);
  await app.inject({
    method: 'POST',
    url: '/api/contact/send-message',
    payload: { name: 'Ravi', email: 'ravi@example.com', subject: 'Hello', message: 'A question.' },
  });
  await app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email: 'ravi@example.com' },
  });
  const emails = [customer.user.email, admin.user.email];
  return {
    tokens: { customer: customer.token, admin: admin.token },
    rows: await collectPools(database.db, emails, product._id),
  };
}

it(`answers ${MIN_REQUESTS}+ generated requests over every route without a 5xx`, async () => {
  // Signing out (here, or everywhere) ends the fuzz callers' own sessions: it goes last, so the routes
  // after it are not left answering 401 to everyone (and test only the sign-in check).
  const operations = [...operationsOf(app.swagger() as unknown as OpenApiDocument), ...PAGES].sort(
    (a, b) => Number(endsSessions(a.path)) - Number(endsSessions(b.path)),
  );
  const { tokens, rows } = await prepareShop();
  const sandbox = app.services.payments.gateway as SandboxGateway;
  const perOperation = Math.ceil((MIN_REQUESTS * 1.05) / operations.length);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  for (const [index, op] of operations.entries()) {
    const requests = fc.sample(requestFor(op, poolsFor(op.path, rows)), {
      seed: SEED + index,
      numRuns: perOperation,
    });
    for (const request of requests) {
      const headers: Record<string, string> = { ...request.headers };
      const token = await tokenFor(request.caller, request.forgedSub, tokens);
      if (token) headers['auth-token'] = token;
      if (request.signWebhook && typeof request.payload === 'string')
        headers['x-razorpay-signature'] = sandbox.signWebhook(request.payload);
      const logged = errorLog.length;
      const res = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        payload: request.payload,
      });
      sent++;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500)
        failures.push(describeFailure(request, res.statusCode, res.body, errorLog.slice(logged)));
    }
  }
  console.info(
    `http fuzz: ${sent} requests over ${operations.length} operations, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  expect(failures.join('\n\n')).toBe('');
  expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  // The fuzz must get past validation, not only bounce off it.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(sent / 10);
}, 300_000);
