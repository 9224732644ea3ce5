/** Entry point: read config, open and migrate the database, seed if empty, listen. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { markServerRunning, runningServer } from './db/embedded-lock';
import { prepareDatabase } from './db/start-up';
import { createReadiness } from './modules/system';
import { exitGracefullyOnSignals, SHUTDOWN_TIMEOUT_MS } from './shutdown';
import { createStorage } from './integrations/storage';

async function main() {
  const config = loadConfig();
  if (!config.webDist) {
    const built = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
    if (existsSync(path.join(built, 'index.html'))) config.webDist = built;
  }
  if (!config.databaseUrl) {
    const other = runningServer(config.dataDir);
    if (other)
      throw new ConfigError(
        `Another shop (pid ${other}) already uses ${config.dataDir}. Stop it, or set DATA_DIR or DATABASE_URL.`,
      );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const unlock = config.databaseUrl ? () => {} : markServerRunning(config.dataDir);
  // Seed pictures go to the shared storage, so a shop on S3 gets them too.
  const seedStorage = createStorage(config.storage);
  const seeded = await prepareDatabase(database, seedStorage, (msg) => console.log(msg));
  seedStorage.close();

  const readiness = createReadiness();
  const app = await buildApp({ config, database, readiness });
  const stopRates = app.services.currency.startBackgroundRefresh();
  const stopMail = app.services.mailer.startWorker();
  // Restocked variants' waiting shoppers are mailed (every instance runs it; record 040).
  const stopAlerts = app.services.stockAlerts.startWorker();
  // Storefront events are written in batches and rolled up per shop day (every instance; record 064).
  const stopAnalytics = app.services.analytics.startWorker();
  // Checkouts not paid within 15 minutes give their stock back.
  const releaseTimer = setInterval(() => {
    app.services.payments
      .releaseExpiredReservations()
      .catch((err) => app.log.error({ err }, 'releasing reservations failed'));
    // Refunds recorded but never answered by the gateway (a crash, an outage) are asked again.
    app.services.refunds
      .resumeRequested()
      .catch((err) => app.log.error({ err }, 'resuming refunds failed'));
    // Cash-on-delivery orders not confirmed within 24 hours are cancelled, their stock back.
    app.services.cod
      .cancelUnconfirmed()
      .catch((err) => app.log.error({ err }, 'cancelling unconfirmed COD orders failed'));
    // Parcels booked with the aggregator: what the couriers say, in case a webhook was missed.
    app.services.shipments
      .pollAll()
      .catch((err) => app.log.error({ err }, 'polling the couriers for tracking updates failed'));
    // Abandoned checkouts whose shopper asked for a reminder are mailed, each reminder once.
    app.services.recovery
      .sweep()
      .catch((err) => app.log.error({ err }, 'sending cart reminders failed'));
    app.services.accounts
      .purgeExpiredSecurityRecords()
      .catch((err) =>
        app.log.error({ err }, 'forgetting expired revoked tokens and attempt counters failed'),
      );
  }, 60_000);
  releaseTimer.unref();
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Mindful Marks is open at ${config.publicUrl} (${database.kind}, payments: ${config.paymentGateway})`,
  );
  console.log(`Listening on ${listeningOn(config.host, config.port)}`);
  if (seeded)
    console.log(
      'To run the shop, create the owner account: npm run admin:create -- --email you@example.com --name "Your Name"',
    );

  exitGracefullyOnSignals({
    readiness,
    // Behind a load balancer, keep serving while its health checks see /api/ready fail.
    drainMs: config.mode === 'production' ? DRAIN_MS : 0,
    timeoutMs: SHUTDOWN_TIMEOUT_MS,
    steps: [
      () => {
        stopRates();
        stopMail();
        stopAlerts();
        stopAnalytics();
        clearInterval(releaseTimer);
      },
      // Stops accepting, waits for requests in flight, then the mail run (onClose hooks).
      () => app.close(),
      () => database.close(),
      unlock,
    ],
    log: (message) => console.log(message),
  });
}

/** A few health-check periods of a typical load balancer. */
const DRAIN_MS = 5_000;

function listeningOn(host: string, port: number): string {
  const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (host === '127.0.0.1' || host === '::1' || host === 'localhost')
    return `${where}, this computer only (set HOST=0.0.0.0 to open it to your network)`;
  return where;
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
