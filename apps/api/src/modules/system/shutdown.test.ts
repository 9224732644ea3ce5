/** Closing the app: requests in flight finish, nothing new gets in, /api/ready answers 503. */
import { sql } from 'drizzle-orm';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { createTestDatabase, testConfig } from '../../test/test-app';
import { createReadiness } from './readiness';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Raw HTTP/1.1 on one connection, so a second request can follow the first while it is busy. */
function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return {
    get: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: shop.test\r\n\r\n`),
    /** Status codes and bodies of every response, once the server has closed the connection. */
    responses: async () => {
      await ended;
      return [
        ...received.matchAll(/HTTP\/1\.1 (\d{3})[\s\S]*?\r\n\r\n(?:[0-9a-f]+\r\n)?(\{.*?\})/g),
      ].map(([, status, body]) => ({ status: Number(status), body: JSON.parse(body!) }));
    },
  };
}

describe('graceful close', () => {
  it('finishes the request in flight, refuses new work with 503, then closes', async () => {
    const readiness = createReadiness();
    const app = await buildApp({ config: testConfig(), database, readiness });
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // A slow request: it still needs the database after the shutdown has begun.
    app.get('/test/slow', async () => {
      entered();
      await gate;
      await database.db.execute(sql`select 1`);
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const connection = rawConnection(port);
    connection.get('/test/slow');
    await inFlight;

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Closing has begun: the readiness probe on the busy connection is told to go elsewhere,
    // and new connections are not accepted.
    connection.get('/api/ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    expect(readiness.draining).toBe(true);
    expect(closed).toBe(false);

    release();
    await closing;
    const [slow, ready] = await connection.responses();
    expect(slow).toEqual({ status: 200, body: { done: true } });
    expect(ready?.status).toBe(503);
  });
});
