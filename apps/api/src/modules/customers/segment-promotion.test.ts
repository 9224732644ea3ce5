/**
 * A promotion for a segment (record 062): "customer is in segment X" is checked at the checkout
 * for the signed-in shopper, with the customer list's own filter; a member gets the code, a
 * non-member and a guest are refused in words they can act on, and an intent charges it only to
 * a member.
 */
import { PROMOTION_MESSAGES } from '@shop/shared';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntent } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { dearItems, placeOrder } from '../../test/paid-orders';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let items: { id: string; quantity: number }[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  items = await dearItems(t.app, 1);
});
afterAll(() => t.close());

const quote = (headers: Record<string, string>, discountCode: string) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers,
      payload: {
        currency: 'INR',
        orderItems: items,
        shipping: { country: 'India' },
        paymentMethod: 'online',
        discountCode,
      },
    })
    .then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { codeProblem?: string; discounts: { name: string }[] };
    });

describe('a discount for a segment', () => {
  it('applies to members only; a non-member and a guest are told why', async () => {
    const tag = randomBytes(3).toString('hex').toUpperCase();
    const segment = await t.app.inject({
      method: 'POST',
      url: '/api/admin/segments',
      headers: owner,
      payload: { name: `Bought before ${tag}`, filter: { ordersAtLeast: 1 } },
    });
    expect(segment.statusCode, segment.body).toBe(201);
    const segmentId = segment.json().segment.id as string;
    const code = `LOYAL${tag}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: owner,
      payload: { name: 'Loyal ten', method: 'code', code, kind: 'percent', value: 10, segmentId },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().discount.segmentId).toBe(segmentId);

    const member = await signedInUser(t.app, t.db);
    await placeOrder(t, member.headers, items);
    const stranger = await signedInUser(t.app, t.db);

    const yes = await quote(member.headers, code);
    expect(yes.codeProblem).toBeUndefined();
    expect(yes.discounts.map((d) => d.name)).toEqual(['Loyal ten']);
    expect((await quote(stranger.headers, code)).codeProblem).toBe(
      PROMOTION_MESSAGES.notInSegment('code'),
    );
    expect((await quote({}, code)).codeProblem).toBe(PROMOTION_MESSAGES.segmentSignIn('code'));

    // The intent (server-side pricing) refuses it to the non-member too.
    const refused = await createIntent(t.app, stranger.headers, items, { discountCode: code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PROMOTION_MESSAGES.notInSegment('code'));
    // Once the stranger has ordered, they are in the segment and get it.
    await placeOrder(t, stranger.headers, items);
    expect((await quote(stranger.headers, code)).codeProblem).toBeUndefined();
  });

  it('refuses a segment that does not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: owner,
      payload: {
        name: 'Nobody',
        method: 'automatic',
        kind: 'percent',
        value: 5,
        segmentId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(res.statusCode).toBe(400);
  });
});
