/**
 * The profile form (spec section 5 'Profile'): the API's fields flattened, plus the read-only
 * e-mail, validated with the shared messages ('First name is required' for the name, and so on).
 */
import {
  DEFAULT_COUNTRY,
  emailSchema,
  profileUpdateSchema,
  shippingAddressSchema,
  type ProfileUpdateInput,
} from '@shop/shared';
import type { SessionUser } from '../../../lib/session';

export const profileFormSchema = profileUpdateSchema
  .omit({ shippingAddress: true })
  .extend({ email: emailSchema, ...shippingAddressSchema.shape });

export type ProfileFormValues = (typeof profileFormSchema)['_zod']['input'];
export type ProfileFormOutput = (typeof profileFormSchema)['_zod']['output'];

export const PROFILE_FIELDS = [
  'name',
  'gender',
  'email',
  'number',
  'street',
  'city',
  'state',
  'zipCode',
  'country',
] as const;

export function toFormValues(user: SessionUser): Required<ProfileFormValues> {
  const { street, city, state, zipCode, country } = user.shippingAddress;
  return {
    name: user.name,
    gender: user.gender,
    email: user.email,
    number: user.number,
    street,
    city,
    state,
    zipCode,
    country: country || DEFAULT_COUNTRY,
  };
}

/** E-mail is not editable, so it is not sent. */
export function toUpdate({
  name,
  gender,
  number,
  street,
  city,
  state,
  zipCode,
  country,
}: ProfileFormOutput): ProfileUpdateInput {
  return { name, gender, number, shippingAddress: { street, city, state, zipCode, country } };
}
