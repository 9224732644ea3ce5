/** Abandoned-checkout recovery (issue 30, record 065): its shopper and owner routes and service. */
import { createRecovery, recoveryAdminRoutes, recoveryRoutes } from '../modules/recovery';
import type { OrderAccess } from '../modules/orders';
import type { WiringContext } from './context';

export async function registerRecovery(
  { app, config, db, mailer }: WiringContext,
  { access }: { access: OrderAccess },
) {
  const recovery = createRecovery({
    db,
    mailer,
    access,
    serverSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
    shopCurrency: config.shopCurrency,
    shopTimeZone: config.shopTimeZone,
    minuteMs: config.recoveryMinuteMs,
  });
  await app.register(recoveryRoutes, { recovery });
  await app.register(recoveryAdminRoutes, { recovery });
  return recovery;
}
