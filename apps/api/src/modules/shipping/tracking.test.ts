/**
 * The tracking webhook (record 058): only with its token; each update once, however often and in
 * whatever order it arrives; the order moves forward only, and a failed delivery tells the owner
 * what to do.
 */
import type { Product } from '@shop/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderStatusEvents, shipmentEvents } from '../../db/schema';
import { buy } from '../../test/checkout';
import { productInStock, signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let customer: Awaited<ReturnType<typeof signedInUser>>;
let product: Product;
let awbs = 40_000_000_000;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t.app, t.db, { role: 'admin', name: 'Owner' });
  customer = await signedInUser(t.app, t.db);
  product = await productInStock(t.app);
});
afterAll(() => t.close());

const WEBHOOK = '/api/shipping/webhooks/sandbox';

/** A paid order shipped with Blue Dart under a fresh 11-digit waybill. */
async function shippedOrder() {
  const { internalOrderId: id, orderNumber } = await buy(t.app, customer.headers, [
    { id: product._id, quantity: 1 },
  ]);
  const carriers = (
    await t.app.inject({ url: '/api/admin/shipping/carriers', headers: owner.headers })
  ).json().carriers as { id: string; name: string }[];
  const awb = String((awbs += 1));
  for (const change of [
    { status: 'processing' },
    {
      status: 'shipped',
      carrierId: carriers.find((c) => c.name === 'Blue Dart')!.id,
      trackingNumber: awb,
      estimatedDelivery: '2026-12-03',
    },
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: owner.headers,
      payload: change,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  return { id, orderNumber, awb };
}

/** Shiprocket's webhook body (the sandbox sends the same). */
const update = (awb: string, status: string, at: string, activity = status) => ({
  awb,
  courier_name: 'Blue Dart',
  current_status: status,
  shipment_status: status,
  current_timestamp: at,
  scans: [{ date: at, activity, location: 'Hyderabad_Hub (Telangana)' }],
});

const send = (body: object, token: string | null = t.config.shipping.webhookToken!) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: token === null ? {} : { 'x-api-key': token },
    payload: body,
  });

const adminOrder = async (id: string) =>
  (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: owner.headers })).json().order;
const eventsOf = (orderId: string) =>
  t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId));

describe('the tracking webhook', () => {
  it('adds each update once when delivered twice and out of order, and ends delivered', async () => {
    const { id, orderNumber, awb } = await shippedOrder();
    const transit = update(awb, 'IN TRANSIT', '01 12 2026 09:00:00');
    const out = update(awb, 'OUT FOR DELIVERY', '02 12 2026 08:30:00');
    const delivered = update(awb, 'DELIVERED', '02 12 2026 14:10:00');
    const answers = [];
    for (const body of [transit, delivered, out, transit, delivered, out])
      answers.push((await send(body)).json());
    expect(answers.map((a) => a.duplicate)).toEqual([false, false, false, true, true, true]);

    const recorded = await t.db.select().from(shipmentEvents).where(eq(shipmentEvents.awb, awb));
    expect(recorded.map((e) => e.status).sort()).toEqual([
      'delivered',
      'in_transit',
      'out_for_delivery',
    ]);
    const order = await adminOrder(id);
    expect(order.status).toBe('delivered');
    // One timeline row per update: a late 'out for delivery' is history, not a step back.
    const rows = (await eventsOf(id)).filter((e) => e.createdAt.getUTCFullYear() === 2026);
    const fromCourier = rows.filter((e) => e.note.includes('Hyderabad_Hub'));
    expect(fromCourier.map((e) => e.status).sort()).toEqual([
      'delivered',
      'shipment_in_transit',
      'shipment_out_for_delivery',
    ]);
    const track = (
      await t.app.inject({
        url: `/api/products/my-orders/${orderNumber}`,
        headers: customer.headers,
      })
    ).json().track;
    expect(track.orderStatus).toBe('Delivered');
    expect(track.status.Delivered).toBe('2026-12-02T08:40:00.000Z');
  });

  it('refuses a wrong or missing token with 401 and changes nothing', async () => {
    const { id, awb } = await shippedOrder();
    const body = update(awb, 'DELIVERED', '03 12 2026 10:00:00');
    const wrong = await send(body, 'sandbox-not-the-token-at-all-000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid webhook token');
    expect((await send(body, null)).statusCode).toBe(401);
    expect(await t.db.select().from(shipmentEvents).where(eq(shipmentEvents.awb, awb))).toEqual([]);
    expect((await adminOrder(id)).status).toBe('shipped');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/webhooks/somebody-else',
      headers: { 'x-api-key': t.config.shipping.webhookToken! },
      payload: body,
    });
    expect(other.statusCode).toBe(404);
  });

  it('writes a failed delivery on the timeline with what the owner should do', async () => {
    const { id, awb } = await shippedOrder();
    const res = await send(
      update(awb, 'UNDELIVERED', '03 12 2026 18:00:00', 'Consignee not available'),
    );
    expect(res.json()).toEqual({ success: true, handled: true, duplicate: false });
    const order = await adminOrder(id);
    expect(order.status).toBe('shipped');
    const failed = order.events.find(
      (e: { status: string }) => e.status === 'shipment_failed_delivery',
    );
    expect(failed.note).toContain(
      'UNDELIVERED: Consignee not available (Hyderabad_Hub (Telangana))',
    );
    expect(failed.note).toContain('Call the customer to confirm the address');
  });

  it('takes an update for no order of this shop, or one it does not act on, without a change', async () => {
    const unknown = await send(update('99999999999', 'DELIVERED', '03 12 2026 10:00:00'));
    expect(unknown.json()).toEqual({ success: true, handled: false, duplicate: false });
    const manifested = await send(
      update('99999999999', 'MANIFEST GENERATED', '03 12 2026 10:00:00'),
    );
    expect(manifested.json()).toEqual({ success: true, handled: false, duplicate: false });
  });

  it('tells the shopper of each update that moves their parcel or needs them, once', async () => {
    const { orderNumber, awb } = await shippedOrder();
    const mails = async () =>
      (
        await t.db
          .select({ subject: mailOutbox.subject, text: mailOutbox.text })
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.to, 'asha@example.com'),
              like(mailOutbox.subject, `Order ${orderNumber}:%`),
            ),
          )
      ).filter((m) => !/: (Processing|Shipped)$/.test(m.subject));
    const failed = update(awb, 'UNDELIVERED', '02 12 2026 18:00:00', 'Consignee not available');
    for (const body of [
      update(awb, 'IN TRANSIT', '01 12 2026 09:00:00'),
      update(awb, 'OUT FOR DELIVERY', '02 12 2026 08:30:00'),
      failed,
      failed,
    ])
      await send(body);

    const sent = await mails();
    expect(sent.map((m) => m.subject).sort()).toEqual([
      `Order ${orderNumber}: out for delivery`,
      `Order ${orderNumber}: the courier could not deliver`,
    ]);
    const out = sent.find((m) => m.subject.endsWith('out for delivery'))!;
    expect(out.text).toContain(`Order ${orderNumber} is out for delivery with Blue Dart today.`);
    expect(out.text).toContain(`Blue Dart · Track parcel: https://www.bluedart.com/`);
    const attempt = sent.find((m) => m.subject.endsWith('could not deliver'))!;
    expect(attempt.text).toContain('noted: UNDELIVERED: Consignee not available');
    // Nothing meant for the owner reaches the shopper.
    expect(attempt.text).not.toContain('Call the customer');
  });
});
