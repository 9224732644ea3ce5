/**
 * Checkout's "Save this information": first and last name go back to the profile's one name (not
 * to gender, DESIGN.md section 5 item 12), and the server checks the address as the form does.
 */
import type { Product } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntent, SHIPPING } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let item: { id: string; quantity: number };
beforeAll(async () => {
  t = await createTestApp();
  const catalogue: Product[] = (
    await t.app.inject({ method: 'GET', url: '/api/products/get-products' })
  ).json().products;
  item = { id: catalogue.find((p) => p.countInStock >= 5)!._id, quantity: 1 };
});
afterAll(() => t.close());

const profileOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'POST', url: '/api/users/fetch', headers, payload: {} })).json()
    .user;

describe('checkout saves the name back', () => {
  it('writes first and last name into the profile name and leaves gender alone', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const shipping = { ...SHIPPING, firstName: 'Asha Devi', lastName: 'Verma', saveInfo: true };
    const res = await createIntent(t.app, headers, [item], { shipping });
    expect(res.statusCode).toBeLessThan(300);
    expect(await profileOf(headers)).toMatchObject({
      name: 'Asha Devi Verma',
      gender: '',
      shippingAddress: { state: 'Karnataka', zipCode: '560001', country: 'India' },
    });
  });

  it('changes nothing in the profile without "Save this information"', async () => {
    const { user, headers } = await signedInUser(t.app, t.db);
    const shipping = { ...SHIPPING, firstName: 'Somebody', lastName: 'Else', saveInfo: false };
    expect((await createIntent(t.app, headers, [item], { shipping })).statusCode).toBeLessThan(300);
    expect((await profileOf(headers)).name).toBe(user.name);
  });

  it('refuses an Indian address without a 6-digit PIN code or a listed state', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const pin = await createIntent(t.app, headers, [item], {
      shipping: { ...SHIPPING, zipCode: '5600' },
    });
    expect(pin.statusCode).toBe(400);
    expect(pin.json().message).toBe('PIN code must be 6 digits');
    const state = await createIntent(t.app, headers, [item], {
      shipping: { ...SHIPPING, state: 'Karnatka' },
    });
    expect(state.statusCode).toBe(400);
    expect(state.json().message).toBe('Choose a state or union territory');
  });
});
