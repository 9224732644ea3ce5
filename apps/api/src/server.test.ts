/**
 * The real server process on a PostgreSQL server: SIGTERM drains (/api/ready 503 while requests
 * are still served), then exits 0; a second signal exits 1 at once.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminUrl, databaseUrlFor } from './test/database-urls';

const serverUrl = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.runIf(serverUrl)('server process', () => {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl(serverUrl!) });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('templateDatabase')}"`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  /** Starts apps/api/src/server.ts in production mode and waits until it is ready. */
  async function startServer() {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        JWT_SECRET: randomBytes(32).toString('hex'),
        DATABASE_URL: databaseUrlFor(serverUrl!, name),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-server-')),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const status = await fetch(`${url}/api/ready`).then(
        (res) => res.status,
        () => 0,
      );
      if (status === 200) break;
      if (child.exitCode !== null || i > 600) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { child, url, port, exited, output: () => output };
  }

  it('says where it listens, drains on SIGTERM, then exits 0', async () => {
    const server = await startServer();
    expect(server.output()).toContain(`Listening on 127.0.0.1:${server.port}, this computer only`);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    // Still serving while the load balancer moves traffic away.
    expect((await fetch(`${server.url}/api/products/get-products`)).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000);
    expect(server.output()).toContain('SIGTERM: finishing requests in flight');
  }, 90_000);

  it('exits 1 at once on a second signal', async () => {
    const server = await startServer();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(2_000);
    expect(server.output()).toContain('SIGINT again: exiting without waiting');
  }, 90_000);
});
