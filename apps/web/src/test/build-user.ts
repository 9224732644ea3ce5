/** A signed-in shopper as the API describes one (`/api/users/fetch`); overrides shape each case. */
import type { PublicUser } from '@shop/shared';

export const buildUser = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  number: '',
  gender: '',
  shippingAddress: { street: '', city: '', state: '', zipCode: '', country: '' },
  profile: null,
  isLoginFromProvider: false,
  role: 'customer',
  ...overrides,
});
