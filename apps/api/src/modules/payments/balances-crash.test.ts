/**
 * Gift cards under crashes and retries (issue 28): the debit is written in the order's transaction,
 * so a process that dies inside it leaves neither; one that dies after it, before the payment,
 * leaves a held checkout whose retry gives the first debit back and takes one afresh; a payment
 * retried after a crash in its capture is applied once. Balance and order agree every time.
 * Runs on the embedded database and, with TEST_DATABASE_URL, on the PostgreSQL server.
 */
import { effectivePrice, type Product } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCounts } from '../../db/ledger-rule';
import { giftCardMovements, orders, payments } from '../../db/schema';
import { createIntent, payWithSandbox, verify } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { createFaultyTestApp } from '../../test/faulty-db';

let t: Awaited<ReturnType<typeof createFaultyTestApp>>;
let owner: Record<string, string>;
let product: Product;
beforeAll(async () => {
  t = await createFaultyTestApp();
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  const catalogue: Product[] = (
    await t.app.inject({ method: 'GET', url: '/api/products/get-products?limit=100' })
  ).json().products;
  product = catalogue.find((p) => p.countInStock >= 10 && effectivePrice(p) >= 400)!;
});
afterAll(() => t.close());

async function card(amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/gift-cards',
    headers: owner,
    payload: { amount, recipientName: 'Crash test' },
  });
  return { code: res.json().code as string, id: res.json().giftCard.id as string };
}

/** What the card's counting spends took, by order. */
async function spendsOf(cardId: string) {
  return t.db
    .select({ orderId: giftCardMovements.orderId, amount: giftCardMovements.amountMinor })
    .from(giftCardMovements)
    .innerJoin(orders, eq(orders.id, giftCardMovements.orderId))
    .where(
      and(
        eq(giftCardMovements.giftCardId, cardId),
        eq(giftCardMovements.kind, 'spend'),
        orderCounts,
      ),
    );
}

async function orderOf(id: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
  return order!;
}

const items = () => [{ id: product._id, quantity: 1 }];

describe('gift cards when the process dies', () => {
  it('leaves neither order nor debit when it dies inside the checkout, and the retry takes one', async () => {
    const { code, id } = await card(200_00);
    const { headers } = await signedInUser(t.app, t.db);
    t.faults.crashOnNext('insert', giftCardMovements);
    const crashed = await createIntent(t.app, headers, items(), { giftCardCodes: [code] });
    expect(crashed.statusCode).toBe(500);
    expect(await spendsOf(id)).toEqual([]);
    const retry = await createIntent(t.app, headers, items(), { giftCardCodes: [code] });
    expect(retry.statusCode, retry.body).toBe(200);
    const order = await orderOf(retry.json().internalOrderId);
    expect(await spendsOf(id)).toEqual([{ orderId: order.id, amount: -200_00 }]);
    expect(order.amountMinor + 200_00).toBe(order.totalCents);
  });

  it('gives the first debit back when a checkout that died before paying is retried', async () => {
    const { code, id } = await card(200_00);
    const { headers } = await signedInUser(t.app, t.db);
    const first = await createIntent(t.app, headers, items(), { giftCardCodes: [code] });
    expect(first.statusCode).toBe(200);
    // The process dies here: nothing paid. The shopper starts the checkout again.
    const second = await createIntent(t.app, headers, items(), { giftCardCodes: [code] });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().internalOrderId).not.toBe(first.json().internalOrderId);
    expect(await spendsOf(id)).toEqual([
      { orderId: second.json().internalOrderId, amount: -200_00 },
    ]);
    const payment = (await payWithSandbox(t.app, headers, second.json().order_id)).json();
    const paid = await verify(t.app, headers, payment, second.json().internalOrderId);
    expect(paid.statusCode, paid.body).toBe(200);
    const order = await orderOf(second.json().internalOrderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.amountMinor + 200_00).toBe(order.totalCents);
  });

  it('applies a payment retried after a crash in its capture once, the debit once', async () => {
    const { code, id } = await card(150_00);
    const { headers } = await signedInUser(t.app, t.db);
    const intent = (await createIntent(t.app, headers, items(), { giftCardCodes: [code] })).json();
    const payment = (await payWithSandbox(t.app, headers, intent.order_id)).json();
    t.faults.crashOnNext('insert', payments);
    const crashed = await verify(t.app, headers, payment, intent.internalOrderId);
    expect(crashed.statusCode).toBe(500);
    expect((await orderOf(intent.internalOrderId)).paymentStatus).toBe('pending');
    const retried = await verify(t.app, headers, payment, intent.internalOrderId);
    expect(retried.statusCode, retried.body).toBe(200);
    const again = await verify(t.app, headers, payment, intent.internalOrderId);
    expect(again.statusCode).toBe(200);
    const order = await orderOf(intent.internalOrderId);
    expect(order.paymentStatus).toBe('paid');
    expect(await spendsOf(id)).toEqual([{ orderId: order.id, amount: -150_00 }]);
    expect(order.amountMinor + 150_00).toBe(order.totalCents);
  });
});
