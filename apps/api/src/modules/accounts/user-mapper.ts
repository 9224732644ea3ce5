/** The user as the API shows it to its owner (spec section 3 'User'); never the hash. */
import type { users } from '../../db/schema';

export type PublicUser = {
  _id: string;
  name: string;
  email: string;
  number: string;
  gender: string;
  shippingAddress: {
    street: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
  };
  profile: string | null;
  isLoginFromProvider: boolean;
  role: 'customer' | 'admin';
};

const EMPTY_ADDRESS = { street: '', city: '', state: '', zipCode: '', country: '' };

export function toPublicUser(row: typeof users.$inferSelect): PublicUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    number: row.number,
    gender: row.gender,
    shippingAddress: { ...EMPTY_ADDRESS, ...row.shippingAddress },
    // Provider pictures are shown through our proxy, so the browser never calls Google directly.
    profile: row.pictureUrl
      ? `/proxy-profile-image?url=${encodeURIComponent(row.pictureUrl)}`
      : null,
    isLoginFromProvider: row.isLoginFromProvider,
    role: row.role,
  };
}
