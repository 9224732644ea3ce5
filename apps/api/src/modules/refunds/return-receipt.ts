/** The returned parcel arrived: its items go back into stock, once, and the customer is told. */
import { RETURN_STATUS_LABELS } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders, orderStatusEvents, returns } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { ConflictError } from '../../lib/errors';
import { lockOrder, returnStock, type OrderLink } from '../orders';
import { requireReturn, type ReturnRow } from './find-return';
import { returnMail, returnReceivedWords } from './mails';

type Deps = { db: Db; mailer: Mailer; orderLink: OrderLink; onStockChange?: () => void };

export function createReturnReceipt(deps: Deps) {
  const { db, mailer, onStockChange } = deps;
  return async function received(id: string) {
    const row = await requireReturn(db, id);
    const result = await db.transaction((tx) => receiveInLock(tx, deps, row));
    onStockChange?.();
    mailer.kick();
    return result;
  };
}

/** In the order's lock, so a second "received" finds the return received and is refused. */
async function receiveInLock(tx: Tx, { mailer, orderLink }: Deps, row: ReturnRow) {
  await lockOrder(tx, row.orderId);
  const [current] = await tx.select().from(returns).where(eq(returns.id, row.id)).for('update');
  if (current!.status !== 'approved')
    throw new ConflictError('Only an approved return can be marked received.');
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, row.orderId));
  await returnStock(
    tx,
    current!.lines.map((l) => {
      const item = items.find((i) => i.id === l.itemId)!;
      return { productId: item.productId, variantId: item.variantId, quantity: l.quantity };
    }),
  );
  const [updated] = await tx
    .update(returns)
    .set({ status: 'received', receivedAt: new Date() })
    .where(eq(returns.id, row.id))
    .returning();
  await tx
    .insert(orderStatusEvents)
    .values({ orderId: row.orderId, status: 'return_received', note: 'Items back in stock' });
  // A damaged item's customer was told to keep it (RETURN_GOODS_WORDS): no "it has arrived" mail.
  if (current!.reason === 'damaged') return updated!;
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
  await mailer.queue(
    {
      to: order!.receiptEmail,
      ...returnMail({
        orderNumber: order!.orderNumber,
        heading: RETURN_STATUS_LABELS.received,
        paragraphs: returnReceivedWords(order!.orderNumber),
        orderUrl: orderLink(order!),
      }),
    },
    tx,
  );
  return updated!;
}
