/**
 * The owner's carriers (record 058): seeded Indian carriers, edited only by the owner; an order
 * shipped with one records it, its number checked against the carrier's format, and the
 * customer's tracking, the owner's order and the Shipped mail link the carrier's page.
 */
import type { Product } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, SHIPPING } from '../../test/checkout';
import { latestMail, productInStock, signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let customer: Awaited<ReturnType<typeof signedInUser>>;
let product: Product;

const CARRIERS = '/api/admin/shipping/carriers';
type Carrier = { id: string; name: string; trackingUrlTemplate: string; active: boolean };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t.app, t.db, { role: 'admin', name: 'Owner' });
  customer = await signedInUser(t.app, t.db);
  product = await productInStock(t.app);
});
afterAll(() => t.close());

const listCarriers = async (): Promise<Carrier[]> =>
  (await t.app.inject({ url: CARRIERS, headers: owner.headers })).json().carriers;
const blueDart = async () => (await listCarriers()).find((c) => c.name === 'Blue Dart')!;

const newCarrier = {
  name: 'Ecom Express',
  trackingUrlTemplate: 'https://ecomexpress.in/tracking/?awb_field={tracking}',
  trackingPattern: '[0-9]{10}',
  trackingExample: '1234567890',
};

/** A paid order moved to processing; answers its id and number. */
async function processingOrder() {
  const { internalOrderId, orderNumber } = await buy(t.app, customer.headers, [
    { id: product._id, quantity: 1 },
  ]);
  await changeStatus(internalOrderId, { status: 'processing' });
  return { id: internalOrderId, orderNumber };
}

const changeStatus = (id: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers: owner.headers,
    payload,
  });

describe('the carrier list', () => {
  it('is seeded with Indian carriers, each with its tracking page and number format', async () => {
    const names = (await listCarriers()).map((c) => c.name);
    expect(names).toEqual([
      'Blue Dart',
      'Delhivery',
      'DTDC',
      'India Post Speed Post',
      'Shiprocket',
    ]);
    expect(await blueDart()).toMatchObject({
      trackingUrlTemplate: 'https://www.bluedart.com/tracking?awb={tracking}',
      trackingPattern: '[0-9]{11}',
      trackingExample: '12345678901',
      active: true,
    });
  });

  it('is the owner’s: a customer and a visitor are refused, and nothing is added', async () => {
    const asCustomer = await t.app.inject({ url: CARRIERS, headers: customer.headers });
    expect(asCustomer.statusCode).toBe(403);
    const post = await t.app.inject({
      method: 'POST',
      url: CARRIERS,
      headers: customer.headers,
      payload: newCarrier,
    });
    expect(post.statusCode).toBe(403);
    expect((await t.app.inject({ url: CARRIERS })).statusCode).toBe(401);
    expect((await listCarriers()).map((c) => c.name)).not.toContain('Ecom Express');
  });

  it('takes a new carrier and its edits, refusing a template without {tracking} in words', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: CARRIERS,
      headers: owner.headers,
      payload: newCarrier,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().carrier;
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${CARRIERS}/${id}`,
      headers: owner.headers,
      payload: { ...newCarrier, trackingUrlTemplate: 'https://ecomexpress.in/tracking/' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.trackingUrlTemplate).toBe(
      'Put {tracking} where the tracking number goes',
    );
    const example = await t.app.inject({
      method: 'PUT',
      url: `${CARRIERS}/${id}`,
      headers: owner.headers,
      payload: { ...newCarrier, trackingExample: 'ABC' },
    });
    expect(example.json().errors.trackingExample).toBe('The example does not fit the format');
    const off = await t.app.inject({
      method: 'PUT',
      url: `${CARRIERS}/${id}`,
      headers: owner.headers,
      payload: { ...newCarrier, active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().carrier).toMatchObject({ name: 'Ecom Express', active: false });
    const twin = await t.app.inject({
      method: 'POST',
      url: CARRIERS,
      headers: owner.headers,
      payload: { ...newCarrier, name: 'blue dart' },
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('There is already a carrier called blue dart');
  });
});

describe('shipping with a carrier', () => {
  it('refuses a number in another format, in words under the field, and changes nothing', async () => {
    const order = await processingOrder();
    const carrier = await blueDart();
    const res = await changeStatus(order.id, {
      status: 'shipped',
      carrierId: carrier.id,
      trackingNumber: 'EE123456789IN',
      estimatedDelivery: '2026-12-03',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.trackingNumber).toBe(
      'That is not a Blue Dart tracking number: it looks like 12345678901',
    );
    const read = await t.app.inject({
      url: `/api/admin/orders/${order.id}`,
      headers: owner.headers,
    });
    expect(read.json().order.status).toBe('processing');
  });

  it('records the carrier: the customer’s tracking, the owner’s order and the mail link its page', async () => {
    const order = await processingOrder();
    const carrier = await blueDart();
    const res = await changeStatus(order.id, {
      status: 'shipped',
      carrierId: carrier.id,
      trackingNumber: '4455 6677 889',
      estimatedDelivery: '2026-12-03',
    });
    expect(res.statusCode, res.body).toBe(200);
    const link = {
      name: 'Blue Dart',
      trackingUrl: 'https://www.bluedart.com/tracking?awb=44556677889',
    };
    expect(res.json().order.track.carrier).toEqual(link);
    const track = await t.app.inject({
      url: `/api/products/my-orders/${order.orderNumber}`,
      headers: customer.headers,
    });
    expect(track.json().track).toMatchObject({ trackingNumber: '4455 6677 889', carrier: link });
    const mail = await latestMail(t.db, SHIPPING.email);
    expect(mail.text).toContain(`Blue Dart · Track parcel: ${link.trackingUrl}`);
  });

  it('refuses a carrier the owner set inactive', async () => {
    const order = await processingOrder();
    const inactive = (await listCarriers()).find((c) => !c.active)!;
    const res = await changeStatus(order.id, {
      status: 'shipped',
      carrierId: inactive.id,
      trackingNumber: '1234567890',
      estimatedDelivery: '2026-12-03',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.carrierId).toBe('Choose a carrier from the list');
  });
});
