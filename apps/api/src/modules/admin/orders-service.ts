/**
 * The owner's orders, composed from their parts: finding them (order-listing.ts), reading one
 * (order-details.ts), the accountant's export (order-export.ts) and moving one along the allowed
 * status path (order-status.ts).
 */
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mailer';
import type { OrderLink } from '../orders';
import type { ShopSettings } from './dashboard';
import { createOrderDetails } from './order-details';
import { createOrderExport } from './order-export';
import { createOrderListing } from './order-listing';
import { createOrderStatus, type CarrierCheck, type ShopperNotifier } from './order-status';

export function createAdminOrders(
  deps: {
    db: Db;
    mailer: Mailer;
    orderLink: OrderLink;
    notifyShopper?: ShopperNotifier;
    shipWith?: CarrierCheck;
  } & ShopSettings,
) {
  const details = createOrderDetails(deps);
  return {
    ...createOrderListing(deps),
    ...details,
    ...createOrderExport(deps),
    ...createOrderStatus({ ...deps, readOrder: details.get }),
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
