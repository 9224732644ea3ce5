/**
 * Issue 11, measured item 9: a 500's log printed drizzle's "Failed query ... params: ..." message,
 * which can carry a password hash. The log now names the failure (classes, SQLSTATE, constraint,
 * table, stack frames) without the query's values; client-caused database errors are 4xx.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { users } from '../db/schema';
import { BROKEN_TEXT_MESSAGE } from '../lib/clean-text';
import { createUser } from '../test/factories';
import { createTestDatabase, testConfig } from '../test/test-app';
import { NOT_FOUND_LIMIT } from './errors';
import { TOO_MANY } from './rate-limits';

const SECRET = '$scrypt$N=16384,r=8,p=1$c2VjcmV0LXNhbHQ$not-a-real-but-private-hash';

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const log: string[] = [];

/** Routes that run one query, as a handler whose validation missed something would. */
const FAILING: Record<string, () => Promise<unknown>> = {
  // division by zero (22012): a real server failure, with a private value among the parameters
  failure: () => database.db.execute(sql`select ${SECRET}::text as hash, 1 / 0 as boom`),
  badUuid: () => database.db.execute(sql`select ${'not-a-uuid'}::uuid`),
  outOfRange: () => database.db.execute(sql`select ${'99999999999'}::int4`),
  nul: () => database.db.execute(sql`select ${'a\u0000b'}::text`),
  // a search word past PostgreSQL's limit (54000), as an unbounded search box would send
  tooLarge: () => database.db.execute(sql`select ${'x'.repeat(3000)}::tsquery`),
  duplicate: async () => {
    const user = await createUser(database.db);
    await database.db.insert(users).values({ ...user, id: undefined, passwordHash: SECRET });
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig(),
    database,
    logStream: { write: (line) => void log.push(line) },
  });
  for (const [name, run] of Object.entries(FAILING))
    app.get(`/test/${name}`, { schema: { hide: true } }, async () => run());
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it('answers an unexpected database error with the generic 500', async () => {
  const res = await app.inject({ url: '/test/failure' });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({
    success: false,
    message: 'Something went wrong on our side. Please try again.',
  });
});

it("logs the failure's class, SQLSTATE and stack, never the query's parameters", async () => {
  log.length = 0;
  await app.inject({ url: '/test/failure' });
  const failures = log.map((line) => JSON.parse(line)).filter((l) => l.msg === 'request failed');
  expect(failures).toHaveLength(1);
  const { err } = failures[0];
  expect(err.type).toMatch(/DrizzleQueryError/);
  expect(err.code).toBe('22012');
  expect(err.stack).toMatch(/^\s+at /);
  const text = log.join('\n');
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain('c2VjcmV0LXNhbHQ');
  expect(text).not.toMatch(/params:|Failed query/);
});

it.each([
  ['badUuid', 400, 'A value in the request is not valid'],
  ['outOfRange', 400, 'A number in the request is out of range'],
  ['nul', 400, BROKEN_TEXT_MESSAGE],
  ['tooLarge', 400, 'The request is too large to process'],
  ['duplicate', 409, 'This conflicts with an existing record'],
])('maps the client-caused database error %s to %i', async (name, status, message) => {
  log.length = 0;
  const res = await app.inject({ url: `/test/${name}` });
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ success: false, message });
  // Still logged (validation missed it), still without the row's values.
  expect(log.join('\n')).not.toContain(SECRET);
});

it('answers unknown paths 404, then 429 past the per-address limit (scanners), other addresses unaffected', async () => {
  const unknown = (i: number, remoteAddress: string) =>
    app.inject({ method: i % 2 ? 'GET' : 'POST', url: `/api/scan-${i}.php`, remoteAddress });
  const statuses: number[] = [];
  for (let i = 0; i < NOT_FOUND_LIMIT.max; i++)
    statuses.push((await unknown(i, '10.40.0.1')).statusCode);
  expect(statuses).toEqual(Array(NOT_FOUND_LIMIT.max).fill(404));
  const refused = await unknown(NOT_FOUND_LIMIT.max, '10.40.0.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ success: false, message: TOO_MANY });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await unknown(0, '10.40.0.2')).statusCode).toBe(404);
});
