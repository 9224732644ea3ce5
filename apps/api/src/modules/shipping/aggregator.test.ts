/**
 * The Shiprocket adapter against the local sandbox (record 058), never the live service: a
 * shipment booked, its AWB, its label read back, a pickup, and the courier's updates through the
 * tracking webhook and a poll, each once, ending delivered.
 */
import type { Product } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy } from '../../test/checkout';
import { productInStock, signedInUser } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { createTestApp } from '../../test/test-app';
import type { ShipmentRequest } from '../../integrations/shipping/aggregator';
import { createShiprocketAggregator } from '../../integrations/shipping/shiprocket';
import {
  createSandboxAggregator,
  createShiprocketSandbox,
} from '../../integrations/shipping/shiprocket-sandbox';
import { createTracking } from './tracking';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let customer: Awaited<ReturnType<typeof signedInUser>>;
let product: Product;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t.app, t.db, { role: 'admin', name: 'Owner' });
  customer = await signedInUser(t.app, t.db);
  product = await productInStock(t.app);
});
afterAll(() => t.close());

const request = (orderNumber: string): ShipmentRequest => ({
  orderNumber,
  orderDate: new Date('2026-11-30T06:00:00Z'),
  customer: { name: 'Meera Iyer', email: 'meera@example.com', phone: '9876543210' },
  address: {
    line1: '14 Lake View Road',
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: '500034',
    country: 'India',
  },
  items: [{ name: 'Gratitude Journal', sku: 'GJ-A5', units: 1, sellingPrice: 799 }],
  subTotal: 799,
  cashOnDelivery: false,
  parcel: { lengthCm: 25, breadthCm: 18, heightCm: 4, weightKg: 0.6 },
});

const changeStatus = (id: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers: owner.headers,
    payload,
  });

describe('the Shiprocket adapter, against the sandbox', () => {
  it('books a shipment, prints its label, schedules a pickup and follows it to delivered', async () => {
    const sandbox = createShiprocketSandbox();
    const aggregator = createSandboxAggregator(sandbox);
    const { internalOrderId: id, orderNumber } = await buy(t.app, customer.headers, [
      { id: product._id, quantity: 1 },
    ]);

    const booked = await aggregator.createShipment(request(orderNumber));
    expect(booked.awb).toMatch(/^\d{11}$/);
    expect(booked.courierName).toBe('Blue Dart');
    const label = await pdfText(await aggregator.label(booked.shipmentId));
    expect(label).toContain(`AWB ${booked.awb}`);
    expect(label).toContain(`Order ${orderNumber}`);
    expect(label).toContain('Ship to: Meera Iyer');
    const { pickupAt } = await aggregator.schedulePickup(booked.shipmentId);
    expect(pickupAt.getTime()).toBeGreaterThan(Date.now());

    // The owner ships the order with the AWB under Blue Dart; its format fits the seeded one.
    const carriers = (
      await t.app.inject({ url: '/api/admin/shipping/carriers', headers: owner.headers })
    ).json().carriers as { id: string; name: string }[];
    await changeStatus(id, { status: 'processing' });
    const shipped = await changeStatus(id, {
      status: 'shipped',
      carrierId: carriers.find((c) => c.name === 'Blue Dart')!.id,
      trackingNumber: booked.awb,
      estimatedDelivery: '2026-12-03',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);

    // The courier moves the parcel; the webhook brings two updates, a poll finds all three.
    const hour = 3_600_000;
    const start = Date.now() - 5 * hour;
    const transit = sandbox.advance(booked.awb, 'IN TRANSIT', new Date(start));
    sandbox.advance(booked.awb, 'OUT FOR DELIVERY', new Date(start + hour));
    const delivered = sandbox.advance(booked.awb, 'DELIVERED', new Date(start + 2 * hour));
    for (const body of [transit, delivered]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/shipping/webhooks/sandbox',
        headers: { 'x-api-key': t.config.shipping.webhookToken! },
        payload: body,
      });
      expect(res.json()).toMatchObject({ handled: true, duplicate: false });
    }
    const updates = await aggregator.trackingUpdates(booked.awb);
    expect(updates.map((u) => u.status)).toEqual(['in_transit', 'out_for_delivery', 'delivered']);
    const tracking = createTracking({ db: t.db });
    expect(await tracking.applyAll('sandbox', updates)).toBe(1);
    expect(await tracking.applyAll('sandbox', updates)).toBe(0);

    const order = (
      await t.app.inject({ url: `/api/admin/orders/${id}`, headers: owner.headers })
    ).json().order;
    expect(order.status).toBe('delivered');
  });

  it('signs in with the account and is refused with a wrong password', async () => {
    const sandbox = createShiprocketSandbox();
    const wrong = createShiprocketAggregator({
      email: sandbox.account.email,
      password: 'not-it',
      apiUrl: sandbox.url,
      fetchImpl: sandbox.fetch,
    });
    await expect(wrong.createShipment(request('MM-1'))).rejects.toThrow(
      'Shiprocket refused /auth/login: Invalid email and password combination',
    );
  });

  it('says which fields Shiprocket refused an order for', async () => {
    const aggregator = createSandboxAggregator();
    const bad = { ...request('MM-2'), address: { ...request('MM-2').address, pincode: '5000' } };
    await expect(aggregator.createShipment(bad)).rejects.toThrow(
      'Shiprocket refused /orders/create/adhoc: Oops! Invalid Data.',
    );
  });
});
