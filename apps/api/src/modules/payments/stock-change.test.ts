/** onStockChange: caches learn of every committed stock move by checkout, and only of those. */
import { paymentIntentSchema, SANDBOX, type Product } from '@shop/shared';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SandboxGateway } from '../../integrations/payments/sandbox';
import { SHIPPING } from '../../test/checkout';
import { createOrderAccess } from '../orders';
import { createUser, setStock } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { createPaymentsService, RESERVATION_MS } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let catalogue: Product[];
beforeAll(async () => {
  t = await createTestApp();
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
    .products;
});
afterAll(() => t.close());

describe('onStockChange', () => {
  it('is called after a hold, a release and a late re-take, and not when nothing moved', async () => {
    let changes = 0;
    const { gateway } = t.app.services.payments;
    const { currency, mailer, shipping } = t.app.services;
    const payments = createPaymentsService({
      db: t.db,
      gateway,
      currency,
      shipping,
      mailer,
      publicUrl: t.config.publicUrl,
      access: createOrderAccess(t.config.jwtSecret),
      onStockChange: () => void changes++,
    });
    const [a, b] = catalogue as [Product, Product];
    await setStock(t.db, a._id, 5);
    await setStock(t.db, b._id, 0);
    const user = await createUser(t.db);
    const checkout = (id: string) =>
      payments.createPaymentIntent(
        user.id,
        paymentIntentSchema.parse({
          currency: 'INR',
          receipt_email: 'asha@example.com',
          orderItems: [{ id, quantity: 2 }],
          shipping: SHIPPING,
        }),
      );

    const intent = await checkout(a._id);
    expect(changes).toBe(1);
    await expect(checkout(b._id)).rejects.toMatchObject({ statusCode: 409 });
    expect(changes).toBe(1);

    const later = new Date(Date.now() + RESERVATION_MS + 1000);
    expect(await payments.releaseExpiredReservations(later)).toBe(1);
    expect(changes).toBe(2);
    expect(await payments.releaseExpiredReservations(later)).toBe(0);
    expect(changes).toBe(2);

    const paid = (gateway as SandboxGateway).pay(intent.order_id, {
      method: 'upi',
      vpa: SANDBOX.upiSuccess,
    });
    if (!paid.ok) throw new Error(paid.message);
    const verification = {
      razorpay_order_id: intent.order_id,
      razorpay_payment_id: paid.paymentId,
      razorpay_signature: paid.signature,
      internalOrderId: intent.internalOrderId,
    };
    await payments.verifyPayment({ userId: user.id }, verification);
    expect(changes).toBe(3);
    expect(await payments.stockOf(a._id)).toBe(3);
    await payments.verifyPayment({ userId: user.id }, verification);
    expect(changes).toBe(3);
  });
});
