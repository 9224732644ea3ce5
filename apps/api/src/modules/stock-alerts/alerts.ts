/** Back-in-stock alerts as the app wires them: requests, the restock worker, the owner's counts. */
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mailer';
import { listWaitingCounts } from './counts';
import { createAlertDelivery } from './delivery';
import { createStockAlertRequests } from './service';
import { createStopTokens } from './stop-tokens';

export function createStockAlerts(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The server's secret: seals the restock mail's "stop these" links. */
  secret: string;
  log?: (message: string, err: unknown) => void;
  batch?: number;
}) {
  const stopTokens = createStopTokens(deps.secret);
  const delivery = createAlertDelivery({ ...deps, stopTokens });
  const requests = createStockAlertRequests({ ...deps, stopTokens, onDue: delivery.kick });
  return { ...requests, ...delivery, waitingCounts: () => listWaitingCounts(deps.db) };
}

export type StockAlerts = ReturnType<typeof createStockAlerts>;
