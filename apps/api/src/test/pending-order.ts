/** Tests' orders as a checkout leaves them: pending and holding stock, so what they spend counts. */
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../db/client';
import { orders } from '../db/schema';

export async function pendingOrder(db: Db | Tx, userId: string | null = null) {
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `MM-T-${randomBytes(5).toString('hex').toUpperCase()}`,
      userId,
      subtotalCents: 100_000,
      shippingCents: 0,
      taxCents: 0,
      discountCents: 0,
      totalCents: 100_000,
      currency: 'INR',
      pricing: 'inclusive',
      exchangeRate: 1,
      amountMinor: 100_000,
      receiptEmail: `buyer.${randomBytes(4).toString('hex')}@example.com`,
      shippingAddress: { city: 'Pune', country: 'India' },
      gateway: 'sandbox',
      stockHeld: true,
    })
    .returning();
  return order!;
}
