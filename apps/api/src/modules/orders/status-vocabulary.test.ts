/**
 * One status vocabulary (issue 13, point 8): a paid order the shop has not started read 'Pending'
 * in the Track dialog while its timeline's next step said 'Processing'. The history and the tracking
 * answer now carry the same word, and it is the timeline's last reached step.
 */
import { TRACKING_STEPS } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('what a shopper reads for a paid order', () => {
  it("is 'Placed' in Order History, in tracking, and as the timeline's last reached step", async () => {
    const me = await signedInUser(t.app, t.db);
    const [product] = (await get('/api/products/get-products', {})).json().products;
    const { orderNumber } = await buy(t.app, me.headers, [{ id: product._id, quantity: 1 }]);

    const [order] = (await get('/api/products/my-orders', me.headers)).json().orders;
    const { track } = (await get(`/api/products/my-orders/${orderNumber}`, me.headers)).json();
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(order.orderStatus).toBe('Placed');
    expect(track.orderStatus).toBe('Placed');
    const reached = TRACKING_STEPS.filter((step) => track.status[step] !== null);
    expect(reached.at(-1)).toBe(order.orderStatus);
  });
});
