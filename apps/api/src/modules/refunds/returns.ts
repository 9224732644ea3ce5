/**
 * Returns (issue 14): a customer asks within the policy's window for the order's destination,
 * choosing lines and quantities, a reason and up to three photos; the owner approves (the lines'
 * price and tax are refunded through the gateway) or declines with a message, and marks the parcel
 * received (the stock comes back, once). Every step is in the order's timeline and mailed.
 *
 * This file composes the parts: return-request, return-photos, return-decisions, return-receipt.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returns } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import type { Storage } from '../../integrations/storage';
import { createReturnDecisions } from './return-decisions';
import { createReturnPhotoReader } from './return-photos';
import { createReturnReceipt } from './return-receipt';
import { createReturnRequest } from './return-request';
import type { RefundsService } from './service';
import type { OrderLink } from '../orders';

export function createReturnsService(deps: {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  refunds: RefundsService;
  orderLink: OrderLink;
  onStockChange?: () => void;
}) {
  const { db } = deps;
  const { approve, decline } = createReturnDecisions(deps);
  return {
    request: createReturnRequest(deps),

    list: (orderId: string) =>
      db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.createdAt)),

    photo: createReturnPhotoReader(deps),
    approve,
    decline,
    received: createReturnReceipt(deps),
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
