/**
 * Booking a shipment from the owner's order page (record 058), against the sandbox aggregator:
 * the waybill once however often it is asked, the label read back, the pickup, the refusals in
 * words, and the poll that follows booked parcels to the door once across instances.
 */
import type { Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import {
  createSandboxAggregator,
  createShiprocketSandbox,
} from '../../integrations/shipping/shiprocket-sandbox';
import { buy, buyAsGuest } from '../../test/checkout';
import { productInStock, signedInUser } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { createTestApp } from '../../test/test-app';
import { createShipments } from './shipments';
import { createTracking } from './tracking';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let customer: Awaited<ReturnType<typeof signedInUser>>;
let product: Product;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t.app, t.db, { role: 'admin', name: 'Owner' });
  customer = await signedInUser(t.app, t.db);
  product = await productInStock(t.app, 10);
});
afterAll(() => t.close());

const paidOrder = async () =>
  (await buy(t.app, customer.headers, [{ id: product._id, quantity: 2 }])).internalOrderId;
const shipment = (id: string, method: 'GET' | 'POST', tail = '', headers = owner.headers) =>
  t.app.inject({ method, url: `/api/admin/orders/${id}/shipment${tail}`, headers });
const changeStatus = (id: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers: owner.headers,
    payload,
  });

describe('booking a shipment from the order page', () => {
  it('books once, prints the label and schedules the pickup', async () => {
    const id = await paidOrder();
    const before = (await shipment(id, 'GET')).json();
    expect(before).toMatchObject({ provider: 'sandbox', shipment: null });

    const booked = await shipment(id, 'POST');
    expect(booked.statusCode, booked.body).toBe(200);
    const { awb, courierName, pickupAt } = booked.json().shipment;
    expect(awb).toMatch(/^\d{11}$/);
    expect(courierName).toBe('Blue Dart');
    expect(pickupAt).toBeNull();
    // A second click (or a second owner) reads the same waybill back: one shipment per order.
    expect((await shipment(id, 'POST')).json().shipment.awb).toBe(awb);

    const label = await shipment(id, 'GET', '/label.pdf');
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(label.rawPayload)).toContain(`AWB ${awb}`);

    const pickup = await shipment(id, 'POST', '/pickup');
    expect(pickup.statusCode, pickup.body).toBe(200);
    expect(new Date(pickup.json().shipment.pickupAt).getTime()).toBeGreaterThan(Date.now());
    expect((await shipment(id, 'GET')).json().shipment).toMatchObject({ awb, courierName });
  });

  it('refuses in words what cannot be booked, and only the owner may book', async () => {
    const id = await paidOrder();
    expect((await shipment(id, 'POST', '', customer.headers)).statusCode).toBe(403);

    await changeStatus(id, { status: 'cancelled' });
    const cancelled = await shipment(id, 'POST');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(
      'This order is cancelled: it cannot be booked for shipping now.',
    );

    const abroad = await buyAsGuest(t.app, 'ana@example.com', [{ id: product._id, quantity: 1 }]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, abroad.internalOrderId));
    await t.db
      .update(orders)
      .set({ shippingAddress: { ...row!.shippingAddress, country: 'Portugal' } })
      .where(eq(orders.id, abroad.internalOrderId));
    const refused = await shipment(abroad.internalOrderId, 'POST');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Shipments abroad are not booked/);

    const none = await shipment(id, 'GET', '/label.pdf');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No shipment is booked for this order');
  });
});

describe('polling the couriers', () => {
  it('brings each update once, even with two instances polling together', async () => {
    const sandbox = createShiprocketSandbox();
    const tracking = createTracking({ db: t.db });
    const instance = () =>
      createShipments({ db: t.db, aggregator: createSandboxAggregator(sandbox), tracking });
    const [a, b] = [instance(), instance()];
    const id = await paidOrder();
    const { awb } = await a.book(id);
    await changeStatus(id, { status: 'processing' });
    const carriers = (
      await t.app.inject({ url: '/api/admin/shipping/carriers', headers: owner.headers })
    ).json().carriers as { id: string; name: string }[];
    const shipped = await changeStatus(id, {
      status: 'shipped',
      carrierId: carriers.find((c) => c.name === 'Blue Dart')!.id,
      trackingNumber: awb,
      estimatedDelivery: '2026-12-03',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const hour = 3_600_000;
    const start = Date.now() - 3 * hour;
    sandbox.advance(awb, 'IN TRANSIT', new Date(start));
    sandbox.advance(awb, 'OUT FOR DELIVERY', new Date(start + hour));
    const now = new Date();
    const [first, second] = await Promise.all([a.pollAll(60_000, now), b.pollAll(60_000, now)]);
    expect(first + second).toBe(2);
    // Asked a moment ago: not asked again until its turn comes round.
    sandbox.advance(awb, 'DELIVERED', new Date(start + 2 * hour));
    expect(await a.pollAll(60_000, new Date(now.getTime() + 1_000))).toBe(0);
    expect(await b.pollAll(60_000, new Date(now.getTime() + 61_000))).toBe(1);

    const order = (
      await t.app.inject({ url: `/api/admin/orders/${id}`, headers: owner.headers })
    ).json().order;
    expect(order.status).toBe('delivered');
    // Delivered: no longer on the way, so no poll asks about it any more.
    expect(await a.pollAll(0, new Date(now.getTime() + 3_600_000))).toBe(0);
  });
});
