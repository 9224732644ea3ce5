import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Set on process.env so the test workers (which inherit it) read the same folder as the server.
const DATA_DIR = (process.env.E2E_DATA_DIR ??= `/tmp/shop-e2e-${process.pid}`);
/**
 * The owner account, created before the server starts (the embedded database has one writer:
 * `admin:create` run beside a running server is not seen by it). Its one-time password link is
 * kept in the data folder for e2e/admin.spec.ts.
 */
export const ADMIN_EMAIL = 'owner.e2e@example.com';
export const ADMIN_LINK_FILE = `${DATA_DIR}/admin-link.txt`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // This machine has no outside network: keep Chromium from trying.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && npm run build && mkdir -p ${DATA_DIR} && npm run --silent admin:create -- --email ${ADMIN_EMAIL} --name Owner > ${ADMIN_LINK_FILE} && node apps/api/dist/server.js`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // Every journey comes from one address: the abuse limits are scaled up, not switched off.
    // Cart reminders' minutes last a millisecond here, so e2e/abandoned-checkout.spec.ts need not
    // wait an hour (the server's minute timer still runs them; production ignores it).
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '50',
      RECOVERY_MINUTE_MS: '1',
    },
  },
});
